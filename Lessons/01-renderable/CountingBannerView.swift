public import SuperSimple

/// The broken variant of lesson 1: a banner that counts how often it was told to render. The
/// count is state beyond the last renderable, so the same renderable draws differently each time.
public final class CountingBannerView: BannerRendering, TextDrawing {
    public let title: String
    private var shown: BannerRenderable?
    private var renders = 0

    public init(title: String) {
        self.title = title
    }

    public func render(_ renderable: BannerRenderable) {
        HopReporter.render(renderable, on: self) {
            renders += 1
            shown = renderable
        }
    }

    public func draw(width: Int, style: FrameStyle) -> [String] {
        let message = (shown?.message ?? "") + " (rendered \(renders) time\(renders == 1 ? "" : "s"))"
        return TextFrame(title: title, body: message, style: style).lines(width: width)
    }
}
