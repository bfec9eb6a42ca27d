import Dispatch

/// The cache's build folders this podbay is using now (built or found, and not yet run to the end),
/// which a build finishing meanwhile on another thread must not prune: `check` builds the learner's
/// files and the lesson's solution side by side, and the cache is often over its bound (the
/// compiler's module cache alone can be), so each build's prune would remove the other's.
final class BuildsInUse: @unchecked Sendable {
    static let shared = BuildsInUse()

    /// Folder → how many uses hold it; read and written only on `queue`.
    private var uses: [String: Int] = [:]
    private let queue = DispatchQueue(label: "podbay.buildsInUse")

    /// Runs `body` with `folder` held in use.
    func holding<Result>(_ folder: String, _ body: () -> Result) -> Result {
        queue.sync { uses[folder, default: 0] += 1 }
        defer {
            queue.sync {
                uses[folder, default: 1] -= 1
                if uses[folder] == 0 { uses[folder] = nil }
            }
        }
        return body()
    }

    func contains(_ folder: String) -> Bool {
        queue.sync { uses[folder] != nil }
    }
}
