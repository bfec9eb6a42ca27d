public import LessonKit
import SuperSimple

/// Lesson 1's scene: one banner view, and the learner in the role of whoever renders on it.
/// `type message …` builds a `BannerRenderable` and renders it; `tap again` renders the last one
/// again; `tap report` makes one from a ship's log entry. `break stateful-view` swaps in a banner
/// that keeps a render counter; `break shared-message` one that is handed a mutable object which
/// its writer keeps and edits.
public final class RenderableScene: LessonScene {
    public static let sceneID = "renderable"
    private static let rules = ["stateful-view", "shared-message"]

    private var banner: BannerRendering & TextDrawing
    private var last = BannerRenderable(message: "Good morning, Dave.")
    /// The `shared-message` variant's view and the writer that keeps the draft it shows.
    private var draftBanner: DraftBannerView?
    private var writer: BannerDraftWriter?
    public private(set) var brokenRule: String?

    public init() {
        banner = BannerView(title: "HAL 9000")
        banner.render(last)
    }

    public var roots: [SceneRoot] {
        guard let draftBanner, let writer else { return [SceneRoot(label: "screen", object: banner)] }
        return [SceneRoot(label: "screen", object: draftBanner), SceneRoot(label: "writer", object: writer)]
    }

    public var controls: [String] { ["again", "report"] }
    public var fields: [String] { ["message"] }
    public var breakableRules: [String] { Self.rules }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        let view: TextDrawing = draftBanner ?? banner
        return view.draw(width: width, style: ascii ? .ascii : .unicode)
            + ["[ Again ] (tap again)  [ Report ] (tap report)", "message: (type message <text>)"]
    }

    public func tap(_ control: String) -> SceneReply {
        switch control {
        case "again":
            if let writer, let draftBanner {
                writer.hand(to: draftBanner)
            } else {
                banner.render(last)
            }
            return .delivered([])
        case "report":
            guard draftBanner == nil else { return .refused("the shared-message banner takes only drafts; 'fix' first") }
            last = BannerRenderable(entry: .ae35Fault)
            banner.render(last)
            return .delivered([])
        default:
            return .refused("this screen has no control named '\(control)'")
        }
    }

    public func type(_ text: String, into field: String) -> SceneReply {
        guard field == "message" else { return .refused("this screen has no field named '\(field)'") }
        if let writer {
            writer.edit(text)
            return .delivered([])
        }
        last = BannerRenderable(message: text)
        banner.render(last)
        return .delivered([])
    }

    public func breakRule(_ rule: String) -> SceneReply {
        guard Self.rules.contains(rule) else { return .noSuchRule(rule) }
        guard brokenRule == nil else { return .refused("'\(brokenRule ?? rule)' is broken already; 'fix' restores the scene") }
        brokenRule = rule
        if rule == "shared-message" {
            let view = DraftBannerView(title: "HAL 9000")
            let writer = BannerDraftWriter(message: last.message)
            writer.hand(to: view)
            draftBanner = view
            self.writer = writer
            return .delivered(["The banner is now a DraftBannerView, handed a BannerDraft object that its BannerDraftWriter keeps."])
        }
        banner = CountingBannerView(title: "HAL 9000")
        banner.render(last)
        return .delivered(["The banner is now a CountingBannerView: it remembers how often it rendered."])
    }

    public func fix() -> SceneReply {
        guard brokenRule != nil else { return .nothingBroken }
        draftBanner = nil
        writer = nil
        banner = BannerView(title: "HAL 9000")
        banner.render(last)
        brokenRule = nil
        return .delivered(["The banner is a plain BannerView again."])
    }
}
