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
    /// In a loaded podbay: each command under the time limit.
    private let timeLimit: CommandTimeLimiting?

    /// - Parameters:
    ///   - output: where echoed script lines go (the screen, and the transcript through it).
    ///   - record: the transcript alone, which also receives typed lines after the marker.
    ///   - width: the width the screen writes in, when it follows the terminal's.
    ///   - timeLimit: in a loaded podbay, what runs each command under the time limit.
    package init(
        screen: ReplScreen, output: OutputSink, record: OutputSink?, width: TerminalWidth? = nil, timeLimit: CommandTimeLimiting? = nil
    ) {
        self.screen = screen
        self.output = output
        self.record = record
        self.width = width
        self.timeLimit = timeLimit
    }

    /// Runs every source; returns when the learner leaves or input ends. `offering`: a line to
    /// offer at the first prompt of a source that offers (what was typed when a save reloaded the
    /// code in the podbay this one replaced).
    package func run(_ sources: [LineSource], offering: String? = nil) {
        var offering = offering
        for source in sources {
            // Watch mode: what was typed when a save woke the prompt, offered again.
            var typedBefore: String? = source.reader.isInteractive ? offering : nil
            if typedBefore != nil { offering = nil }
            while true {
                let waking = screen.watchDescriptor
                let input = typedBefore.map { source.reader.readLine(offering: $0, waking: waking) }
                    ?? source.reader.readLine(waking: waking)
                typedBefore = nil
                switch input {
                case .woken(let typed):
                    width?.refresh()
                    if screen.didSeeSave(typed: source.reader.isInteractive, lineBeingTyped: typed) == .leave { return }
                    typedBefore = typed.isEmpty ? nil : typed
                    continue
                case .end:
                    if let closing = source.closing { screen.say(.plain, closing) }
                case .interrupted:
                    continue
                case .line(let line):
                    width?.refresh()
                    echo(line, from: source)
                    if run(line, from: source) == .leave { return }
                    continue
                case .tooLong(let start):
                    echo(start, from: source, cut: true)
                    screen.refuseLongLine(start: start)
                    continue
                }
                break
            }
        }
    }

    /// Runs one line. At a terminal, Ctrl-C during the command stops it (see `Interrupt`); piped
    /// input keeps the usual meaning of Ctrl-C, which ends the program.
    private func run(_ line: String, from source: LineSource) -> ReplScreen.Outcome {
        let run = { [screen] in
            guard source.reader.isInteractive else { return screen.didEnter(line: line) }
            Interrupt.startCatching()
            defer { Interrupt.stopCatching() }
            return screen.didEnter(line: line, typed: true)
        }
        return timeLimit.map { $0.limited(line, run) } ?? run()
    }

    /// `cut`: the line was longer than the reader keeps; only its start is here.
    private func echo(_ line: String, from source: LineSource, cut: Bool = false) {
        let trimmed = line.trimmingWhitespace
        if source.showsComments, trimmed.hasPrefix("#") {
            output.write(String(trimmed.prefix(CommandParser.longestLine)).withVisibleControls + "\n")
        }
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return }
        let shown = (cut || line.count > CommandParser.longestLine ? String(line.prefix(80)) + "…" : line).withVisibleControls
        if source.echoes {
            output.write(Self.marker + shown + "\n")
        } else {
            record?.write(Self.marker + shown + "\n")
        }
    }
}
