/// A line (or a wrapped paragraph) of text, unframed.
public final class LabelView: LabelRendering, TextDrawing {
    private var shown: LabelRenderable?

    public init() {}

    public func render(_ renderable: LabelRenderable) {
        HopReporter.render(renderable, on: self) { shown = renderable }
    }

    public func draw(width: Int, style: FrameStyle) -> [String] {
        TextWrap(width: width).lines(of: shown?.text ?? "")
    }
}
