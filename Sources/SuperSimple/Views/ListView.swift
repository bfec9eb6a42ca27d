/// Numbered rows, one a line.
public final class ListView: ListRendering, TextDrawing {
    private var shown: ListRenderable?

    public init() {}

    public func render(_ renderable: ListRenderable) {
        HopReporter.render(renderable, on: self) { shown = renderable }
    }

    public func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown else { return [] }
        guard !shown.rows.isEmpty else { return TextWrap(width: width).lines(of: shown.emptyText) }
        return shown.rows.enumerated().flatMap { index, row in
            TextWrap(width: width).lines(of: "\(index + 1). \(row)")
        }
    }
}
