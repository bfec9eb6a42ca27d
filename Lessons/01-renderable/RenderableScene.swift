import LessonKit
import SuperSimple

/// Lesson 1's scene: one banner view, and the learner in the role of whoever renders on it.
/// `type message …` builds a `BannerRenderable` and renders it; `tap again` renders the last one
/// again. `break stateful-view` swaps in a banner that keeps a render counter.
public final class RenderableScene: LessonScene {
    public static let sceneID = "renderable"
    private static let rule = "stateful-view"

    private var banner: BannerRendering & TextDrawing
    private var last = BannerRenderable(message: "Good morning, Dave.")
    public private(set) var brokenRule: String?

    public init() {
        banner = BannerView(title: "HAL 9000")
        banner.render(last)
    }

    public var roots: [SceneRoot] { [SceneRoot(label: "screen", object: banner)] }
    public var controls: [String] { ["again"] }
    public var fields: [String] { ["message"] }
    public var breakableRules: [String] { [Self.rule] }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        banner.draw(width: width, style: ascii ? .ascii : .unicode) + ["[ Again ] (tap again)", "message: (type message <text>)"]
    }

    public func tap(_ control: String) -> SceneReply {
        guard control == "again" else { return .refused("this screen has no control named '\(control)'") }
        banner.render(last)
        return .delivered([])
    }

    public func type(_ text: String, into field: String) -> SceneReply {
        guard field == "message" else { return .refused("this screen has no field named '\(field)'") }
        last = BannerRenderable(message: text)
        banner.render(last)
        return .delivered([])
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard rule == Self.rule else { return .noSuchRule(rule) }
        guard brokenRule == nil else { return .refused("'\(rule)' is broken already; 'fix' restores the scene") }
        banner = CountingBannerView(title: "HAL 9000")
        banner.render(last)
        brokenRule = rule
        return .delivered(["The banner is now a CountingBannerView: it remembers how often it rendered."])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .nothingBroken }
        banner = BannerView(title: "HAL 9000")
        banner.render(last)
        brokenRule = nil
        return .delivered(["The banner is a plain BannerView again."])
    }
}
