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

    /// Two terminals each tried commands and asked hints at one step: the counts add up.
    @Test func countsFromTwoSessionsAddUp() {
        let base = progress(["routing": LessonProgress(step: 1, commandsTried: ["1": 4], hintsAsked: ["1": 1])])
        let ours = progress(["routing": LessonProgress(step: 1, commandsTried: ["1": 7], hintsAsked: ["1": 2])])
        let theirs = progress(["routing": LessonProgress(step: 2, commandsTried: ["1": 5, "2": 1], hintsAsked: ["1": 1])])
        let result = ProgressMerge(base: base, ours: ours, theirs: theirs).result
        #expect(result.lessons["routing"]?.commandsTried == ["1": 8, "2": 1], "4 + 3 here + 1 there")
        #expect(result.lessons["routing"]?.hintsAsked == ["1": 2])
        #expect(result.format == LearnerProgress.currentFormat)
        let reversed = ProgressMerge(base: base, ours: theirs, theirs: ours).result
        #expect(reversed.lessons["routing"]?.commandsTried == ["1": 8, "2": 1])
    }

    /// A lesson both sessions started fresh counts what each did.
    @Test func countsOfALessonNewToBothAddUp() {
        let ours = progress(["welcome": LessonProgress(commandsTried: ["0": 2])])
        let theirs = progress(["welcome": LessonProgress(commandsTried: ["0": 3])])
        #expect(ProgressMerge(base: progress([:]), ours: ours, theirs: theirs).result.lessons["welcome"]?.commandsTried == ["0": 5])
    }

    /// Two copies of one record (a temporary beside the file it would have replaced): counted once.
    @Test func copiesOfOneRecordAreNotCountedTwice() {
        let older = progress(["welcome": LessonProgress(step: 1, commandsTried: ["0": 3])])
        let newer = progress(["welcome": LessonProgress(step: 1, goalsMet: [0], commandsTried: ["0": 5])])
        let result = ProgressMerge(base: progress([:]), ours: newer, theirs: older, sharesBase: false).result
        #expect(result.lessons["welcome"]?.commandsTried == ["0": 5])
    }

    @Test func fittingDropsCountsOfStepsTheLessonHasNot() {
        let saved = LessonProgress(step: 0, commandsTried: ["0": 1, "3": 9], hintsAsked: ["4": 2])
        #expect(saved.fitted(toSteps: 3) == LessonProgress(step: 0, commandsTried: ["0": 1]))
    }
}
