/// Presenter mode (`--script FILE --step`): each next command of the script waits on the prompt
/// line, not yet run. Enter runs it, edited or not; a line that starts with another command runs
/// instead and the script waits, offering the same command again; Enter on an emptied line skips
/// it; Ctrl-C puts it back as written; Ctrl-D ends the script. `#` lines and blank lines are
/// returned as they are, without waiting, for the run loop to show or pass over.
package final class PresentedScriptReader: LineReading {
    private let script: LineReading
    private let editor: EditLineReader
    /// The script's command on offer, kept until it is run or skipped.
    private var offered: String?

    package init(script: LineReading, editor: EditLineReader) {
        self.script = script
        self.editor = editor
    }

    /// Lines the presenter enters are typed lines: they count, and questions can be answered.
    package var isInteractive: Bool { true }

    package func readLine() -> LineInput {
        if offered == nil {
            switch script.readLine() {
            case .end, .interrupted: return .end
            case .tooLong(let start): return .tooLong(start: start)
            case .woken(let typed): return .woken(typed: typed)
            case .line(let line):
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                if trimmed.isEmpty || trimmed.hasPrefix("#") { return .line(line) }
                offered = line
            }
        }
        guard let command = offered else { return .end }
        switch editor.readLine(offering: command) {
        case .end:
            offered = nil
            return .end
        case .interrupted:
            return .interrupted
        case .woken(let typed):
            return .woken(typed: typed)
        case .tooLong(let start):
            offered = nil
            return .tooLong(start: start)
        case .line(let entered):
            let words = Self.firstWord(of: entered)
            if words.isEmpty {
                offered = nil
                return .line("")
            }
            // The same command, edited or not, is the script's step; another one is the presenter's own.
            if words == Self.firstWord(of: command) { offered = nil }
            return .line(entered)
        }
    }

    package func finish() -> [HistoryProblem] {
        script.finish()
    }

    private static func firstWord(of line: String) -> Substring {
        (line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "").lowercased()[...]
    }
}
