/// What a learner has done, one row per lesson.
package struct ProgressRenderable: Equatable, Sendable {
    package struct Row: Equatable, Sendable {
        package let number: Int
        package let id: String
        package let goalsMet: Int
        package let steps: Int
        package let quiz: QuizTally
        /// 1-based step the lesson resumes at.
        package let resumesAt: Int
        /// The lesson's exercises, in step order: how many checks each took, and whether it passed.
        package let exercises: [Exercise]

        package init(number: Int, id: String, goalsMet: Int, steps: Int, quiz: QuizTally, resumesAt: Int, exercises: [Exercise] = []) {
            self.number = number
            self.id = id
            self.goalsMet = goalsMet
            self.steps = steps
            self.quiz = quiz
            self.resumesAt = resumesAt
            self.exercises = exercises
        }
    }

    /// One exercise's record: the checks run, and the check that first passed it.
    package struct Exercise: Equatable, Sendable {
        package let checks: Int
        package let passedAfter: Int?

        package init(checks: Int, passedAfter: Int?) {
            self.checks = checks
            self.passedAfter = passedAfter
        }
    }

    package let rows: [Row]

    package init(rows: [Row]) {
        self.rows = rows
    }
}

/// Views that can show progress.
package protocol ProgressRendering: AnyObject {
    func render(_ progress: ProgressRenderable)
}
