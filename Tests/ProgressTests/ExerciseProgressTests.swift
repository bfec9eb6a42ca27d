import Foundation
import StateStore
import TestSupport
@testable import Progress
import Testing

/// Exercises in `progress.json`: checks counted, the first pass kept, readable by an older Podbay.
@Suite struct ExerciseProgressTests {
    @Test func aPassIsRecordedWithTheNumberOfChecksItTook() {
        var exercise = ExerciseProgress()
        exercise.recordCheck(passed: false)
        exercise.recordCheck(passed: false)
        exercise.recordCheck(passed: true)
        exercise.recordCheck(passed: false)
        #expect(exercise == ExerciseProgress(checks: 4, passedAfter: 3))
        #expect(exercise.passed)
    }

    @Test func exercisesAreSavedAndReadBackAndAFileWithoutThemStillReads() throws {
        var progress = LearnerProgress()
        progress.lessons["interaction"] = LessonProgress(step: 3, goalsMet: [0], exercises: ["hold": ExerciseProgress(checks: 2, passedAfter: 2)])
        let bytes = ProgressDocument().encoded(progress)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""exercises" : {"#))
        #expect(text.contains(#""passedAfter" : 2"#))
        #expect(ProgressDocument.decode(bytes).map(\.progress) == .success(progress))
        let old = #"{"version": 1, "lessons": {"welcome": {"step": 1, "goalsMet": [0], "answers": {}}}}"#
        #expect(ProgressDocument.decode(Array(old.utf8)).map(\.progress.lessons["welcome"]) == .success(LessonProgress(step: 1, goalsMet: [0])))
        let none = String(decoding: ProgressDocument().encoded(LearnerProgress(lessons: ["welcome": LessonProgress()])), as: UTF8.self)
        #expect(!none.contains("exercises"), "a lesson without exercises is written as before them")
    }

    /// What an older Podbay does with the new field: the same as with any field it does not know.
    /// Played here with the record of a lesson as an older Podbay decodes it (no `exercises` key).
    @Test func anOlderPodbayKeepsExercisesAsAFieldItDoesNotKnow() throws {
        struct OldLessonProgress: Codable { var step: Int; var goalsMet: [Int]; var answers: [String: String] }
        let text = #"{"step": 2, "goalsMet": [1], "answers": {}, "exercises": {"hold": {"checks": 3, "passedAfter": 1}}}"#
        let old = try JSONDecoder().decode(OldLessonProgress.self, from: Data(text.utf8))
        #expect(old.step == 2)
    }

    @Test func twoSessionsKeepTheMostChecksAndTheEarliestPass() {
        let one = LessonProgress(exercises: ["a": ExerciseProgress(checks: 5, passedAfter: 5), "b": ExerciseProgress(checks: 1)])
        let two = LessonProgress(exercises: ["a": ExerciseProgress(checks: 3, passedAfter: 2)])
        let merged = one.merged(with: two)
        #expect(merged.exercises == ["a": ExerciseProgress(checks: 5, passedAfter: 2), "b": ExerciseProgress(checks: 1)])
        #expect(merged == two.merged(with: one))
    }

    /// Two terminals that both read 9 checks and each check once save 11, not 10 (the newcomer
    /// playthrough saw both print "check 10").
    @Test func checksTwoTerminalsMakeAtOnceAreAdded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("progress.json"))
        let setup = ProgressStore(file: file)
        _ = setup.load()
        setup.update("renderable") { $0.exercises["view"] = ExerciseProgress(checks: 9) }
        let left = ProgressStore(file: file)
        let right = ProgressStore(file: file)
        _ = left.load()
        _ = right.load()
        left.update("renderable") { $0.exercises["view", default: ExerciseProgress()].recordCheck(passed: false) }
        right.update("renderable") { $0.exercises["view", default: ExerciseProgress()].recordCheck(passed: true) }
        #expect(right.progress.lesson("renderable").exercises["view"]?.checks == 11)
        let reread = ProgressStore(file: file)
        _ = reread.load()
        #expect(reread.progress.lesson("renderable").exercises["view"] == ExerciseProgress(checks: 11, passedAfter: 10))
    }
}
