/// What a scene says after a user action or a switch of variant.
public enum SceneReply: Equatable, Sendable {
    /// The action was delivered; the lines say what the scene reports, if anything.
    case delivered([String])
    /// The action could not be delivered, and why (an unwired component, an unknown control).
    case refused(String)
}
