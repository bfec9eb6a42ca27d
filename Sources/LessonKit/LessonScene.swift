/// The live objects a lesson builds, as the REPL sees them.
///
/// A scene knows nothing of the REPL: it draws its screen, takes user actions addressed to its
/// controls and fields, and can switch to variants that break one of the lesson's rules.
public protocol LessonScene: AnyObject {
    /// Names of the controls `tap` can reach, in screen order.
    var controls: [String] { get }
    /// Names of the text fields `type` can fill, in screen order.
    var fields: [String] { get }
    /// Names of the rules `break` can switch to a variant that breaks them.
    var breakableRules: [String] { get }
    /// The objects the scene's ownership graph starts from.
    var roots: [SceneRoot] { get }
    /// The rule the scene currently breaks, or nil when it runs the faithful variant.
    var brokenRule: String? { get }

    /// The scene's current screen(s), drawn `width` columns wide.
    func drawScreen(width: Int, ascii: Bool) -> [String]
    /// Delivers a tap on a control, exactly as a UI event would arrive.
    func tap(_ control: String) -> SceneReply
    /// Delivers text typed into a field.
    func type(_ text: String, into field: String) -> SceneReply
    /// Switches to the variant that breaks `rule`, rebuilding the live objects.
    func breakRule(_ rule: String) -> SceneReply
    /// Switches back to the faithful variant.
    func fix() -> SceneReply
    /// Called when the REPL has played the earlier steps' `try:` lines again to resume the lesson
    /// at a later step: a scene whose state those tries used up (attempts counted) gives it back
    /// here, and says so in one sentence; nil when nothing changed.
    func resumedAfterReplay() -> String?
}

extension LessonScene {
    public var controls: [String] { [] }
    public var fields: [String] { [] }
    public var breakableRules: [String] { [] }
    public var roots: [SceneRoot] { [] }
    public var brokenRule: String? { nil }
    public func resumedAfterReplay() -> String? { nil }

    public func tap(_ control: String) -> SceneReply {
        .refused("this screen has no control named '\(control)'")
    }

    public func type(_ text: String, into field: String) -> SceneReply {
        .refused("this screen has no field named '\(field)'")
    }

    public func breakRule(_ rule: String) -> SceneReply {
        .noSuchRule(rule)
    }

    public func fix() -> SceneReply {
        .nothingBroken
    }
}
