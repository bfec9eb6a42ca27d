/// What one learner has done in one exercise: how many times they ran `check`, and after how many
/// checks it first passed.
package struct ExerciseProgress: Codable, Equatable, Sendable {
    /// Every `check` that built and ran (a compile error counts: the learner asked).
    package var checks: Int
    /// The number of checks it took to pass, set at the first pass; nil while not passed. Counted
    /// as the passing session saw them: checks another terminal made in the same moment are added
    /// to `checks` when the two are merged, not to this.
    package var passedAfter: Int?

    package init(checks: Int = 0, passedAfter: Int? = nil) {
        self.checks = checks
        self.passedAfter = passedAfter
    }

    package var passed: Bool { passedAfter != nil }

    /// One more check, passed or not.
    package mutating func recordCheck(passed: Bool) {
        // A hand-edited count at the largest number stays there rather than trapping.
        checks = max(0, checks).addingReportingOverflow(1).overflow ? Int.max : max(0, checks) + 1
        if passed && passedAfter == nil { passedAfter = checks }
    }

    /// Two sessions' records together: the most checks either saw, the earliest pass (a shared
    /// base lets `LessonProgress.merged` add both sessions' checks instead).
    func merged(with other: ExerciseProgress) -> ExerciseProgress {
        ExerciseProgress(
            checks: max(checks, other.checks),
            passedAfter: [passedAfter, other.passedAfter].compactMap { $0 }.min())
    }
}
