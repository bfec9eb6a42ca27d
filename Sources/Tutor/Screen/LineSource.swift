package import LineEditor

/// One source of lines for the run loop, and whether its lines are echoed as a transcript
/// (`podbay> command`) before their output: script lines are, typed lines are not.
package struct LineSource {
    package let reader: LineReading
    package let echoes: Bool

    package init(reader: LineReading, echoes: Bool) {
        self.reader = reader
        self.echoes = echoes
    }
}
