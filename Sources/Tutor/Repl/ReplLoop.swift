import CommandLanguage
import LineEditor

/// Reads lines from each source in turn and hands them to the screen, until `quit` or the end of
/// the last source.
package final class ReplLoop {
    package static let marker = "podbay> "

    private let screen: ReplScreen
    private let output: OutputSink
    private let record: OutputSink?
    /// Read again before each command, so a resized terminal is followed.
    private let width: TerminalWidth?

    /// - Parameters:
    ///   - output: where echoed script lines go (the screen, and the transcript through it).
    ///   - record: the transcript alone, which also receives typed lines after the marker.
    ///   - width: the width the screen writes in, when it follows the terminal's.
    package init(screen: ReplScreen, output: OutputSink, record: OutputSink?, width: TerminalWidth? = nil) {
        self.screen = screen
        self.output = output
        self.record = record
        self.width = width
    }

    /// Runs every source; returns when the learner leaves or input ends.
    package func run(_ sources: [LineSource]) {
        for source in sources {
            while true {
                switch source.reader.readLine() {
                case .end:
                    if let closing = source.closing { screen.say(.plain, closing) }
                case .interrupted:
                    continue
                case .line(let line):
                    width?.refresh()
                    echo(line, from: source)
                    if run(line, from: source) == .leave { return }
                    continue
                }
                break
            }
        }
    }

    /// Runs one line. At a terminal, Ctrl-C during the command stops it (see `Interrupt`); piped
    /// input keeps the usual meaning of Ctrl-C, which ends the program.
    private func run(_ line: String, from source: LineSource) -> ReplScreen.Outcome {
        guard source.reader.isInteractive else { return screen.didEnter(line: line) }
        Interrupt.startCatching()
        defer { Interrupt.stopCatching() }
        return screen.didEnter(line: line, typed: true)
    }

    private func echo(_ line: String, from source: LineSource) {
        let trimmed = line.trimmingWhitespace
        if source.showsComments, trimmed.hasPrefix("#") {
            output.write(String(trimmed.prefix(CommandParser.longestLine)).withVisibleControls + "\n")
        }
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return }
        let shown = (line.count > CommandParser.longestLine ? String(line.prefix(80)) + "…" : line).withVisibleControls
        if source.echoes {
            output.write(Self.marker + shown + "\n")
        } else {
            record?.write(Self.marker + shown + "\n")
        }
    }
}
