/// A titled box around text: the drawing banners and screens share. Pure: the same title, body,
/// style and width always give the same lines.
public struct TextFrame: Equatable, Sendable {
    public let title: String
    /// Lines already drawn, or `nil` to wrap `body` to the frame.
    public let drawn: [String]?
    public let body: String
    public let style: FrameStyle

    /// A frame around `body`, word-wrapped to fit.
    public init(title: String, body: String, style: FrameStyle) {
        self.title = title
        self.drawn = nil
        self.body = body
        self.style = style
    }

    /// A frame around lines drawn by views (each no wider than the frame's inside).
    public init(title: String, lines: [String], style: FrameStyle) {
        self.title = title
        self.drawn = lines
        self.body = ""
        self.style = style
    }

    /// The frame drawn `width` columns wide (at least 12).
    public func lines(width: Int) -> [String] {
        let width = max(12, width)
        let inner = width - 4
        let label = String(title.prefix(width - 6))
        let top = String(style.topLeft) + " " + label + " "
            + String(repeating: style.horizontal, count: max(0, width - 4 - label.count))
            + String(style.topRight)
        let rows = (drawn ?? TextWrap(width: inner).lines(of: body)).map { line in
            let row = String(line.prefix(inner))
            return String(style.vertical) + " " + row + String(repeating: " ", count: inner - row.count) + " "
                + String(style.vertical)
        }
        let bottom = String(style.bottomLeft) + String(repeating: style.horizontal, count: width - 2)
            + String(style.bottomRight)
        return [top] + (rows.isEmpty ? [String(style.vertical) + String(repeating: " ", count: width - 2) + String(style.vertical)] : rows) + [bottom]
    }
}
