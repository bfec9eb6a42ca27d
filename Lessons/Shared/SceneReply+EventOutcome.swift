import LessonKit
import SuperSimple

extension SceneReply {
    /// A screen's answer to a user event, as a scene reports it to the REPL.
    init(_ outcome: EventOutcome) {
        switch outcome {
        case .delivered: self = .delivered([])
        case .refused(let reason): self = .refused(reason)
        }
    }
}
