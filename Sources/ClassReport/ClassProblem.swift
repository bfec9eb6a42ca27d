/// A file the report could not use, or used with a caveat, and why: one line each.
package struct ClassProblem: Equatable, Sendable, Codable {
    package let file: String
    package let problem: String
    /// The student still has a row (an older format); otherwise the file was left out.
    package let reported: Bool

    package var description: String {
        "\(file): \(problem)"
    }
}
