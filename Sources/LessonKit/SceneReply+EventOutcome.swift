public import SuperSimple

extension SceneReply {
    /// A screen's answer to a user event, as a scene reports it to the REPL (a check scene's
    /// `tap` too: `SceneReply(UserEvents.deliver(.tap(control: control), to: screen))`).
    public init(_ outcome: EventOutcome) {
        switch outcome {
        case .delivered: self = .delivered([])
        case .refused(let reason): self = .refused(reason)
        }
    }
}
