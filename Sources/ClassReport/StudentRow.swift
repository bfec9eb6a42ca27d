package import Progress

/// One student's line of the report, worked out from their progress file.
package struct StudentRow: Equatable, Sendable {
    package let name: String
    /// By lesson id; a lesson the student never opened has none.
    package let cells: [String: LessonCell]
    /// Hints asked in every lesson; `nil` for a format-1 file.
    package let hints: Int?
    /// Quiz questions whose first answer was the right one.
    package let quizRightFirstTime: Int
    /// Quiz questions with a first answer recorded.
    package let quizAnswered: Int
    /// Exercises whose `check` has passed, in every lesson.
    package let exercisesPassed: Int
    /// `nil` when no step has `StuckStep.fewestCommands` or more without its goal (or a format-1
    /// file: see `counted`).
    package let stuckAt: StuckStep?
    /// Whether the file counted commands and hints (format 2 and later).
    package let counted: Bool

    package init(name: String, progress: LearnerProgress, lessons: [LessonColumn]) {
        self.name = name
        counted = progress.format >= 2
        var cells: [String: LessonCell] = [:]
        var hints = 0, right = 0, answered = 0
        var stuck: StuckStep?
        for column in lessons {
            guard let lesson = progress.lessons[column.id] else { continue }
            let fitted = column.steps.map { lesson.fitted(toSteps: $0) } ?? lesson
            // A lesson this Podbay does not know is not fitted: its step is kept in range here.
            let furthest = max(min(fitted.step, ProgressDocument.largestNumber), fitted.goalsMet.last.map { $0 + 1 } ?? 0)
            let reached = min(furthest + 1, column.steps ?? Int.max)
            let lessonHints = fitted.hintsAsked.values.reduce(0, Self.add)
            cells[column.id] = LessonCell(
                stepReached: reached, steps: column.steps, goalsMet: fitted.goalsMet.count,
                hints: counted ? lessonHints : nil,
                commands: counted ? fitted.commandsTried.values.reduce(0, Self.add) : nil)
            hints = Self.add(hints, lessonHints)
            for (number, letter) in fitted.firstAnswers {
                guard let index = Int(number), index >= 1 else { continue }
                answered += 1
                if index <= column.answers.count, column.answers[index - 1] == letter { right += 1 }
            }
            let unmet = fitted.commandsTried.compactMap { key, count -> (Int, Int)? in
                guard let step = Int(key), !fitted.goalsMet.contains(step), count >= StuckStep.fewestCommands else { return nil }
                return (step, count)
            }
            // The most commands; of equals, the earliest step (the first place they got stuck).
            if let worst = unmet.min(by: { ($1.1, $0.0) < ($0.1, $1.0) }), worst.1 > (stuck?.commands ?? 0) {
                stuck = StuckStep(lesson: column.id, number: column.number, step: worst.0 + 1, commands: worst.1)
            }
        }
        self.cells = cells
        self.hints = counted ? hints : nil
        quizRightFirstTime = right
        quizAnswered = answered
        exercisesPassed = lessons.reduce(0) { sum, column in
            sum + (progress.lessons[column.id]?.exercises.values.filter(\.passed).count ?? 0)
        }
        stuckAt = stuck
    }

    /// `5/7`: right first time of the questions answered.
    package var quizText: String {
        "\(quizRightFirstTime)/\(quizAnswered)"
    }

    /// Counts come from a file: they add without trapping.
    private static func add(_ one: Int, _ other: Int) -> Int {
        let (sum, overflow) = one.addingReportingOverflow(other)
        return overflow ? Int.max : sum
    }
}
