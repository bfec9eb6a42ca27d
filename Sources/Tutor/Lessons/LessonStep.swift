/// One step of a lesson: prose, commands to try, hints from a nudge to the exact commands, and
/// the goal the REPL checks against the live scene.
public struct LessonStep: Equatable, Sendable {
    public let title: String
    public let prose: [String]
    public let tries: [String]
    /// The line of each `try:` in its file, in the same order.
    public let tryLines: [Int]
    public let hints: [String]
    public let goal: GoalExpression
    /// The line of the step's heading in its file.
    public let line: Int

    public init(
        title: String, prose: [String], tries: [String], tryLines: [Int] = [], hints: [String], goal: GoalExpression,
        line: Int
    ) {
        self.title = title
        self.prose = prose
        self.tries = tries
        self.tryLines = tryLines
        self.hints = hints
        self.goal = goal
        self.line = line
    }
}
