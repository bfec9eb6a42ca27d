import TextSafety

/// Something wrong in a lesson file, at a line: printed as `file:line: message`.
package struct LessonProblem: Equatable, Sendable, CustomStringConvertible {
    package let file: String
    package let line: Int
    package let message: String

    package init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// The file's name is outside text, and the message may quote the lesson's: both shown safely.
    package var description: String { "\(OutsideText(file).shown):\(line): \(OutsideText(message).shownKeepingLines)" }

    /// The same place and message said as a warning: `file:line: warning: message`.
    package var warningDescription: String {
        "\(OutsideText(file).shown):\(line): warning: \(OutsideText(message).shownKeepingLines)"
    }
}
