/// What a scene says after a user action or a switch of variant.
public enum SceneReply: Equatable, Sendable {
    /// The action was delivered; the lines say what the scene reports, if anything.
    case delivered([String])
    /// The action could not be delivered, and why (an unwired component, an unknown control).
    case refused(String)
}

extension SceneReply {
    /// Whether the scene refused the action.
    public var isRefusal: Bool {
        if case .refused = self { true } else { false }
    }

    /// The refusal of `break` for a rule the lesson does not have. It does not list the rules:
    /// the REPL does, from `breakableRules`.
    public static func noSuchRule(_ rule: String) -> SceneReply {
        .refused("this lesson has no rule named '\(rule)' to break")
    }

    /// The refusal of `fix` when the scene keeps every rule.
    public static let nothingBroken = SceneReply.refused("nothing is broken in this scene")
}
