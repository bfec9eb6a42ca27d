/// Something about the progress file the learner should know: a save that failed, a file kept
/// aside, a step that no longer exists. Typed, so callers decide how and where to say it; its
/// `description` is the sentence Podbay prints.
package enum ProgressProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Writing the file failed; this session's progress is still in memory.
    case notSaved(reason: String)
    /// The lock beside the file could not be had; the change waits for the next save.
    case notLocked(lock: String)
    /// The file could not be used and was moved aside; Podbay starts afresh.
    case keptAside(path: String, reason: String, aside: String)
    /// The file turned unusable mid-session and was moved aside; it is written again from what
    /// this session last read, with the session's changes.
    case keptAsideRestored(path: String, reason: String, aside: String)
    /// The file could not be used nor moved aside; it is never written over.
    case notMovedAside(path: String, reason: String, moveFailure: String)
    /// A saved step lies past the lesson's end; the lesson resumes at its last step.
    case stepPastEnd(lesson: String, stepIndex: Int, steps: Int)

    package var description: String {
        switch self {
        case .notSaved(let reason):
            "warning: progress not saved: \(reason); this session's progress is kept in memory and saved when it can be"
        case .notLocked(let lock):
            "warning: progress not saved yet: could not lock \(lock) (another Podbay holds it, or it cannot be made); the change is kept and saved with the next one"
        case .keptAside(let path, let reason, let aside):
            "warning: progress file \(path) unusable (\(reason)); kept aside as \(aside); starting afresh"
        case .keptAsideRestored(let path, let reason, let aside):
            "warning: progress file \(path) became unusable (\(reason)); kept aside as \(aside); saved again from what this session had read, with its changes"
        case .notMovedAside(let path, let reason, let moveFailure):
            "warning: progress file \(path) unusable (\(reason)); could not move it aside (\(moveFailure)); progress will not be saved over it"
        case .stepPastEnd(let lesson, let stepIndex, let steps):
            "note: saved progress put lesson '\(lesson)' at step index \(stepIndex), past its \(steps) steps; it resumes at step \(steps)"
        }
    }
}
