/// A text banner: a framed box that shows the last `BannerRenderable` it was told to render.
///
/// It keeps nothing but that renderable, so the same renderable always draws the same text,
/// whatever came before, in whatever order renderables arrive.
public final class BannerView: BannerRendering, TextDrawing {
    public let title: String
    private var shown: BannerRenderable?

    public init(title: String) {
        self.title = title
    }

    public func render(_ renderable: BannerRenderable) {
        HopReporter.render(renderable, on: self) { shown = renderable }
    }

    public func draw(width: Int, style: FrameStyle) -> [String] {
        TextFrame(title: title, body: shown?.message ?? "", style: style).lines(width: width)
    }
}
