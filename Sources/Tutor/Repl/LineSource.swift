package import LineEditor

/// One source of lines for the run loop, and whether its lines are echoed as a transcript
/// (`podbay> command`) before their output: script lines are, typed lines are not.
package struct LineSource {
    package let reader: LineReading
    package let echoes: Bool
    /// Whether `#` lines are shown, as comments to the room (presenter mode), or passed over.
    package let showsComments: Bool
    /// Said when the source ends (not when the learner leaves).
    package let closing: String?

    package init(reader: LineReading, echoes: Bool, showsComments: Bool = false, closing: String? = nil) {
        self.reader = reader
        self.echoes = echoes
        self.showsComments = showsComments
        self.closing = closing
    }
}
