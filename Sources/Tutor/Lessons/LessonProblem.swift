/// Something wrong in a lesson file, at a line: printed as `file:line: message`.
public struct LessonProblem: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }

    /// The same place and message said as a warning: `file:line: warning: message`.
    public var warningDescription: String { "\(file):\(line): warning: \(message)" }
}

/// The problems that kept a lesson text from being used, in line order.
public struct LessonProblems: Error, Equatable, Sendable {
    public let list: [LessonProblem]

    public init(_ list: [LessonProblem]) {
        self.list = list
    }
}
