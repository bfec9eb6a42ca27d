/// Something about the history file the learner should know. Typed, so callers decide how and
/// where to say it; its `description` is the sentence Podbay prints.
package enum HistoryProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Writing failed; the lines typed are still in this session's history.
    case notSaved(reason: String)
    /// The file could not be used and was moved aside.
    case keptAside(path: String, reason: String, aside: String)
    /// The file could not be used nor moved aside.
    case notMovedAside(path: String, reason: String, moveFailure: String)

    package var description: String {
        switch self {
        case .notSaved(let reason): "warning: history not saved: \(reason)"
        case .keptAside(let path, let reason, let aside):
            "warning: history file \(path) unusable (\(reason)); kept aside as \(aside)"
        case .notMovedAside(let path, let reason, let moveFailure):
            "warning: history file \(path) unusable (\(reason)); could not move it aside: \(moveFailure)"
        }
    }
}
