package import Inspector
import LessonFormat

/// How the terminal view writes: colour or not, box drawing or ASCII, how wide (a width that may
/// follow the terminal's, see `TerminalWidth`).
package struct TerminalStyle: Equatable, Sendable {
    package let color: Bool
    package let ascii: Bool
    private let columns: TerminalWidth

    package init(color: Bool, ascii: Bool, width: Int) {
        self.init(color: color, ascii: ascii, width: TerminalWidth(fixed: width))
    }

    package init(color: Bool, ascii: Bool, width: TerminalWidth) {
        self.color = color
        self.ascii = ascii
        columns = width
    }

    /// The columns to write in now.
    package var width: Int { columns.columns }

    package static func == (left: TerminalStyle, right: TerminalStyle) -> Bool {
        left.color == right.color && left.ascii == right.ascii && left.width == right.width
    }

    /// The characters graphs and routes are drawn with in this style.
    package var graphSymbols: GraphSymbols { ascii ? .ascii : .unicode }

    /// A lesson's text with route arrows written in ASCII (`A -- init -> B`), spelt as `route`
    /// prints them in this style (`A ── init ─▶ B`).
    func routeSpelt(_ text: String) -> String {
        GoalExpression.spelt(text, arrow: graphSymbols.arrow, line: graphSymbols.line)
    }

    /// Widths the REPL accepts for `--width`.
    package static let widths = 40...240

    /// A terminal's width brought within `widths`.
    package static func clamped(_ columns: Int) -> Int {
        min(max(columns, widths.lowerBound), widths.upperBound)
    }

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
