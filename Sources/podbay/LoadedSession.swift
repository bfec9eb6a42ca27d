import Loader

/// What a loaded podbay's session does beyond a plain one: the scene it opens at start runs under
/// the time limit (`roots()` that never returns is stopped), and leaving the session is reported
/// to the parent, which then ends too (any other end is the loaded code's `exit()`).
struct LoadedSession {
    let loader: LoadedCode
    /// Seconds the commands at start (opening the loaded scene) may take.
    let timeLimit: Double

    func atStart<Result>(_ body: () -> Result) -> Result {
        LoadedPodbay.startTimeLimit(seconds: timeLimit)
        defer { LoadedPodbay.stopTimeLimit() }
        return body()
    }

    func left() {
        loader.sessionEnded()
    }
}
