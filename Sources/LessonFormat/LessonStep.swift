/// One step of a lesson: prose, commands to try, hints from a nudge to the exact commands, and
/// the goal the REPL checks against the live scene.
package struct LessonStep: Equatable, Sendable {
    package let title: String
    package let prose: [String]
    package let tries: [String]
    /// The line of each `try:` in its file, in the same order.
    package let tryLines: [Int]
    package let hints: [String]
    /// Per hint, the goal parts it helps with (`hint: [no cycles] …`, `hint: [freed A and freed B]
    /// …`), or none for a hint of the whole step: after a failed `check` or `next`, the hint for
    /// the first part that failed comes first.
    package let hintParts: [[GoalExpression.Condition]]
    package let goal: GoalExpression
    /// The line of the step's heading in its file.
    package let line: Int
    /// Set for an exercise step (`## Exercise: <title>`): its goal is checked by `check` on a
    /// scene built with the learner's code, not on the lesson's open scene.
    package let exercise: LessonExercise?
    /// The line of its `goal:` in its file (the heading's when not known).
    package let goalLine: Int

    package init(
        title: String, prose: [String], tries: [String], tryLines: [Int] = [], hints: [String], goal: GoalExpression,
        line: Int, hintParts: [[GoalExpression.Condition]] = [], exercise: LessonExercise? = nil, goalLine: Int? = nil
    ) {
        self.title = title
        self.prose = prose
        self.tries = tries
        self.tryLines = tryLines
        self.hints = hints
        self.hintParts = hintParts.count == hints.count ? hintParts : hints.map { _ in [] }
        self.goal = goal
        self.line = line
        self.exercise = exercise
        self.goalLine = goalLine ?? line
    }

    /// The exercise's name in the workspace and in progress: its title as a slug.
    package var exerciseID: String { LessonExercise.slug(title) }

    /// The index of the hint tied to the first of `failed` that has one.
    package func hintIndex(forFirstOf failed: [GoalExpression.Condition]) -> Int? {
        for part in failed {
            if let index = hintParts.firstIndex(where: { $0.contains(part) }) { return index }
        }
        return nil
    }
}
