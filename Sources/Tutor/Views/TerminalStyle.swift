package import Inspector

/// How the terminal view writes: colour or not, box drawing or ASCII, how wide.
package struct TerminalStyle: Equatable, Sendable {
    package let color: Bool
    package let ascii: Bool
    package let width: Int

    package init(color: Bool, ascii: Bool, width: Int) {
        self.color = color
        self.ascii = ascii
        self.width = width
    }

    /// The characters graphs and routes are drawn with in this style.
    package var graphSymbols: GraphSymbols { ascii ? .ascii : .unicode }

    /// Widths the REPL accepts for `--width`.
    package static let widths = 40...240

    /// Wraps `text` in an ANSI foreground colour when colour is on (never a background).
    func paint(_ text: String, _ color: Color) -> String {
        guard self.color, !text.isEmpty else { return text }
        return "\u{1B}[\(color.rawValue)m" + text + "\u{1B}[0m"
    }

    enum Color: String {
        case bold = "1"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case cyan = "36"
    }

    var check: String { ascii ? "ok:" : "✓" }
    var cross: String { ascii ? "no:" : "✗" }
    var rule: String { ascii ? "--" : "──" }
}
