public import SuperSimple

/// Broken variant `shared-message`: a banner that is handed a `BannerDraft` object instead of a
/// `BannerRenderable` value. It draws whatever the draft says at the moment it draws.
public final class DraftBannerView: TextDrawing {
    public let title: String
    private var shown: BannerDraft?

    public init(title: String) {
        self.title = title
    }

    public func render(_ draft: BannerDraft) {
        HopReporter.render(draft, on: self) { shown = draft }
    }

    public func draw(width: Int, style: FrameStyle) -> [String] {
        TextFrame(title: title, body: shown?.message ?? "", style: style).lines(width: width)
    }
}
