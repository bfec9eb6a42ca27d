/// Runs a typed or piped command under a time limit where code Podbay did not write may run in it:
/// in a loaded podbay, a `tap` whose code never returns is stopped (see the executable's
/// `LoadedSession`). A plain podbay has none.
package protocol CommandTimeLimiting: AnyObject {
    func limited(_ line: String, _ body: () -> ReplScreen.Outcome) -> ReplScreen.Outcome
}
