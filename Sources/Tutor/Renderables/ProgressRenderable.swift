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
    }

    package let rows: [Row]

    package init(rows: [Row]) {
        self.rows = rows
    }
}
