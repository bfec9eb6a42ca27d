public import SuperSimple

extension TextWindow {
    /// The controls of the screen the window shows: what `tap` may name in a scene that is one
    /// window.
    public var visibleControls: [String] { root?.visible?.controls ?? [] }

    /// A tap on the screen the window shows, answered as a scene answers.
    public func tapVisible(_ control: String) -> SceneReply {
        guard let screen = root?.visible else { return .refused("the window is empty") }
        return SceneReply(UserEvents.deliver(.tap(control: control), to: screen))
    }
}
