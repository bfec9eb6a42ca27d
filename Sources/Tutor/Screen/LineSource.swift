import LineEditor

/// One source of lines for the run loop, and whether its lines are echoed as a transcript
/// (`podbay> command`) before their output: script lines are, typed lines are not.
public struct LineSource {
    public let reader: LineReading
    public let echoes: Bool

    public init(reader: LineReading, echoes: Bool) {
        self.reader = reader
        self.echoes = echoes
    }
}
