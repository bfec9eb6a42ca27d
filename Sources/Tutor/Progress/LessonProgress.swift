/// What one learner has done in one lesson.
public struct LessonProgress: Codable, Equatable, Sendable {
    /// The step the lesson resumes at (0-based).
    public var step: Int
    /// Steps whose goal was met (0-based, sorted).
    public var goalsMet: [Int]
    /// Quiz answers by question number (1-based, as text for JSON keys) → chosen letter.
    public var answers: [String: String]

    public init(step: Int = 0, goalsMet: [Int] = [], answers: [String: String] = [:]) {
        self.step = step
        self.goalsMet = goalsMet
        self.answers = answers
    }

    public mutating func markGoalMet(_ step: Int) {
        if !goalsMet.contains(step) {
            goalsMet.append(step)
            goalsMet.sort()
        }
    }
}
