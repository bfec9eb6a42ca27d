/// A command line that works as written, and where: the lesson to open first and the lines to
/// run before it. A test plays every example this way and checks none is refused.
package struct CommandExample: Equatable, Sendable {
    package let line: String
    /// The lesson (by number) whose scene the line needs; `nil` when it works anywhere.
    package let lesson: Int?
    /// Lines to run after opening the lesson, so the example has something to show.
    package let after: [String]

    package init(_ line: String, lesson: Int? = nil, after: [String] = []) {
        self.line = line
        self.lesson = lesson
        self.after = after
    }

    /// Where the example works, as help prints it before the line: `(lesson 2, after 'tap close')`,
    /// or empty.
    package var place: String {
        guard let lesson else { return "" }
        let setup = after.isEmpty ? "" : ", after " + after.map { "'\($0)'" }.joined(separator: ", ")
        return "(lesson \(lesson)\(setup))"
    }
}
