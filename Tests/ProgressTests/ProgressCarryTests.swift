import Foundation
@testable import Progress
import Testing

/// A record made with an earlier text of a lesson, carried onto today's by step title.
@Suite struct ProgressCarryTests {
    private let former = ["Ask HAL", "Who owns whom", "Three kinds", "Fix it", "Exercise"]
    /// A step added mid-lesson (index 2), as lessons 2 and 5 gained one.
    private let current = ["Ask HAL", "Who owns whom", "The interaction decides", "Three kinds", "Fix it", "Exercise"]

    @Test func aStepAddedBeforeTheSavedOneMovesItOnByOne() {
        let saved = LessonProgress(
            step: 2, goalsMet: [0, 1, 2], answers: ["1": "a"], commandsTried: ["2": 4, "0": 1], hintsAsked: ["2": 1],
            stepsKey: "old")
        let carried = saved.carried(from: former, to: current)
        #expect(carried.step == 3, "'Three kinds' is the fourth step now")
        #expect(carried.goalsMet == [0, 1, 3], "the new step's goal is not met")
        #expect(carried.commandsTried == ["0": 1, "3": 4])
        #expect(carried.hintsAsked == ["3": 1])
        #expect(carried.answers == ["1": "a"], "answers stay")
        #expect(carried.stepTitles == current)
        #expect(saved.resumesAtSameStep(from: former, to: current))
    }

    @Test func aStepAddedAfterTheSavedOneLeavesItWhereItWas() {
        let carried = LessonProgress(step: 1, goalsMet: [0]).carried(from: former, to: current)
        #expect(carried.step == 1)
        #expect(carried.goalsMet == [0])
    }

    @Test func aSavedStepThatIsGoneResumesAfterTheLastOneStillThere() {
        let shorter = ["Ask HAL", "Who owns whom", "Fix it", "Exercise"]
        let saved = LessonProgress(step: 2, goalsMet: [0, 1, 2])
        let carried = saved.carried(from: former, to: shorter)
        #expect(carried.step == 2, "after 'Who owns whom': 'Fix it'")
        #expect(carried.goalsMet == [0, 1], "the gone step's goal is dropped")
        #expect(!saved.resumesAtSameStep(from: former, to: shorter))
    }

    @Test func aStepPastTheFormerTextsEndIsReadAsItsLast() {
        let carried = LessonProgress(step: 40).carried(from: former, to: current)
        #expect(carried.step == current.count - 1, "the last former step, 'Exercise', moved to the end: past it is the end")
    }

    @Test func nothingInCommonResumesAtTheFirstStep() {
        let carried = LessonProgress(step: 3, goalsMet: [0, 1]).carried(from: former, to: ["A", "B"])
        #expect(carried.step == 0)
        #expect(carried.goalsMet.isEmpty)
    }

    @Test func titlesAreSavedAndReadBack() throws {
        let saved = LessonProgress(step: 1, stepsKey: "k", stepTitles: ["A", "B"])
        let data = try JSONEncoder().encode(saved)
        #expect(try JSONDecoder().decode(LessonProgress.self, from: data) == saved)
    }
}
