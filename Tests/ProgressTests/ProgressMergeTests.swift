@testable import Progress
import Testing

@Suite struct ProgressMergeTests {
    private func progress(_ lessons: [String: LessonProgress], last: String? = nil) -> LearnerProgress {
        LearnerProgress(lastLesson: last, lessons: lessons)
    }

    @Test func aLessonOnlyTheOtherSessionTouchedIsTheirs() {
        let base = progress([:])
        let ours = progress(["welcome": LessonProgress(step: 1, goalsMet: [0])], last: "welcome")
        let theirs = progress(["renderable": LessonProgress(step: 2, goalsMet: [0, 1])], last: "renderable")
        let result = ProgressMerge(base: base, ours: ours, theirs: theirs).result
        #expect(result.lessons == ["welcome": LessonProgress(step: 1, goalsMet: [0]), "renderable": LessonProgress(step: 2, goalsMet: [0, 1])])
        #expect(result.lastLesson == "welcome", "this session's last lesson, since it changed it")
    }

    /// Both sessions worked on one lesson: the furthest step, every goal, every answer.
    @Test func aLessonBothSessionsChangedKeepsTheWorkOfBoth() {
        let base = progress(["routing": LessonProgress(step: 1, goalsMet: [0])])
        let ours = progress(["routing": LessonProgress(step: 2, goalsMet: [0, 1], answers: ["1": "b", "2": "a"])])
        let theirs = progress(["routing": LessonProgress(step: 4, goalsMet: [0, 3], answers: ["2": "c", "3": "d"])])
        let result = ProgressMerge(base: base, ours: ours, theirs: theirs).result
        #expect(result.lessons["routing"] == LessonProgress(step: 4, goalsMet: [0, 1, 3], answers: ["1": "b", "2": "a", "3": "d"]))
    }

    /// `prev` and `reset` here stick when the other session left the lesson alone.
    @Test func goingBackOrResettingInThisSessionSticks() {
        let base = progress(["welcome": LessonProgress(step: 2, goalsMet: [0, 1]), "routing": LessonProgress(step: 3)])
        let ours = progress(["welcome": LessonProgress(step: 0, goalsMet: [0, 1])])
        let result = ProgressMerge(base: base, ours: ours, theirs: base).result
        #expect(result.lessons == ["welcome": LessonProgress(step: 0, goalsMet: [0, 1])])
    }

    @Test func mergingIsTheSameInEitherOrder() {
        let one = LessonProgress(step: 3, goalsMet: [2, 0], answers: ["1": "a"])
        let two = LessonProgress(step: 1, goalsMet: [1], answers: ["2": "b"])
        #expect(one.merged(with: two) == two.merged(with: one))
    }

    @Test func fittingBringsAStepPastTheEndBack() {
        let saved = LessonProgress(step: Int.max, goalsMet: [0, 2, 5], answers: ["1": "a"])
        #expect(saved.fitted(toSteps: 3) == LessonProgress(step: 2, goalsMet: [0, 2], answers: ["1": "a"]))
    }
}
