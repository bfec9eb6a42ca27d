/// What a learner has done, one row per lesson.
public struct ProgressRenderable: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let number: Int
        public let id: String
        public let goalsMet: Int
        public let steps: Int
        public let quiz: QuizTally
        /// 1-based step the lesson resumes at.
        public let resumesAt: Int
    }

    public let rows: [Row]

    public init(rows: [Row]) {
        self.rows = rows
    }
}

/// Views that can show progress.
public protocol ProgressRendering: AnyObject {
    func render(_ progress: ProgressRenderable)
}
