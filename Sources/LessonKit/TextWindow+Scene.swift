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

    /// The window lets go of what it shows: its navigation controller and every screen on it. An
    /// exercise scene's `close`, the moment the memory laws of its check look at.
    public func letGo() -> SceneReply {
        guard root != nil else { return .refused("the window is already empty") }
        root = nil
        return .delivered(["The window let go of its screens."])
    }
}
