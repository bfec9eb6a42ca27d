import Foundation
import Progress
import StateStore
import TestSupport
import Testing

@Suite struct ProgressStoreTests {
    @Test func progressSurvivesARestart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("progress.json"))
        let first = ProgressStore(file: file)
        #expect(first.load().isEmpty)
        #expect(first.update("welcome") { $0.step = 2; $0.markGoalMet(1); $0.answers["1"] = "b" }.isEmpty)
        let second = ProgressStore(file: file)
        #expect(second.load().isEmpty)
        #expect(second.progress == first.progress)
        #expect(second.progress.lastLesson == "welcome")
        #expect(second.progress.lesson("welcome") == LessonProgress(step: 2, goalsMet: [1], answers: ["1": "b"]))
    }

    @Test func aCorruptFileIsKeptAsideWithAWarning() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array("{\"version\": 1, \"less".utf8), to: "progress.json")
        let store = ProgressStore(file: AtomicFile(path: folder.file("progress.json")))
        let warnings = store.load()
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.contains("kept aside as \(folder.file("progress.json.corrupt"))") == true)
        #expect(try AtomicFile(path: folder.file("progress.json.corrupt")).read() == .bytes(Array("{\"version\": 1, \"less".utf8)))
        #expect(store.progress == LearnerProgress())
    }

    @Test func anEmptyFileIsKeptAsideToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write([], to: "progress.json")
        #expect(ProgressStore(file: AtomicFile(path: folder.file("progress.json"))).load().count == 1)
    }

    @Test func resetForgetsOneLessonOrAll() throws {
        let store = ProgressStore(file: nil)
        store.update("a") { $0.step = 1 }
        store.update("b") { $0.step = 2 }
        store.reset("a")
        #expect(store.progress.lessons.keys.sorted() == ["b"])
        store.reset(nil)
        #expect(store.progress == LearnerProgress())
    }

    @Test func theJSONIsStableAndSorted() {
        let store = ProgressStore(file: nil)
        store.update("welcome") { $0.answers = ["2": "a", "1": "b"] }
        #expect(store.json().contains("\"1\" : \"b\",\n        \"2\" : \"a\""))
    }

    /// Two sessions on one file, saving in turn: each save merges with the other's, nothing is lost.
    @Test func twoStoresOnOneFileMergeTheirSaves() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("progress.json"))
        let first = ProgressStore(file: file)
        let second = ProgressStore(file: file)
        #expect(first.load().isEmpty && second.load().isEmpty)
        #expect(first.update("welcome") { $0.step = 1; $0.markGoalMet(0) }.isEmpty)
        #expect(second.update("routing") { $0.step = 2; $0.answers["1"] = "b" }.isEmpty)
        #expect(first.update("welcome") { $0.step = 2; $0.markGoalMet(1) }.isEmpty)
        #expect(second.update("welcome") { $0.markGoalMet(2) }.isEmpty)
        let third = ProgressStore(file: file)
        #expect(third.load().isEmpty)
        #expect(third.progress.lessons == [
            "welcome": LessonProgress(step: 2, goalsMet: [0, 1, 2]),
            "routing": LessonProgress(step: 2, answers: ["1": "b"]),
        ])
    }

    @Test func aResetInOneSessionIsNotUndoneByTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("progress.json"))
        let store = ProgressStore(file: file)
        store.update("welcome") { $0.step = 2 }
        store.update("routing") { $0.step = 1 }
        store.reset("welcome")
        let again = ProgressStore(file: file)
        _ = again.load()
        #expect(again.progress.lessons.keys.sorted() == ["routing"])
    }

    /// A temporary holding whole progress, left by a run killed between writing and renaming it,
    /// is merged in; a cut-short one is deleted.
    @Test func aWholeTemporaryIsMergedAtLoad() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array(#"{"version": 1, "lessons": {"welcome": {"step": 1, "goalsMet": [0], "answers": {}}}}"#.utf8), to: "progress.json")
        try folder.write(Array(#"{"version": 1, "lessons": {"routing": {"step": 3, "goalsMet": [], "answers": {}}}}"#.utf8), to: "progress.json.tmp-999999998")
        try folder.write(Array(#"{"vers"#.utf8), to: "progress.json.tmp-999999999")
        let store = ProgressStore(file: AtomicFile(path: folder.file("progress.json")))
        #expect(store.load().isEmpty)
        #expect(store.progress.lessons.keys.sorted() == ["routing", "welcome"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["progress.json", "progress.json.lock"])
    }

    @Test func aStepPastTheEndIsFittedAndSaidOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array(#"{"version": 1, "lessons": {"welcome": {"step": 9223372036854775807, "goalsMet": [0, 7], "answers": {}}}}"#.utf8), to: "progress.json")
        let store = ProgressStore(file: AtomicFile(path: folder.file("progress.json")))
        #expect(store.load().isEmpty)
        let notes = store.fit(toStepCounts: ["welcome": 3])
        #expect(notes.map(\.description) == ["note: saved progress put lesson 'welcome' at step index 9223372036854775807, past its 3 steps; it resumes at step 3"])
        #expect(store.progress.lessons["welcome"] == LessonProgress(step: 2, goalsMet: [0]))
        #expect(store.fit(toStepCounts: ["welcome": 3]).isEmpty, "said once")
        store.update("welcome") { $0.markGoalMet(1) }
        let again = ProgressStore(file: AtomicFile(path: folder.file("progress.json")))
        _ = again.load()
        #expect(again.progress.lessons["welcome"] == LessonProgress(step: 2, goalsMet: [0, 1]), "the fitted step is what is saved")
    }

    /// A file saved before first answers were kept still loads: its lessons simply have none.
    @Test func aFileWithoutFirstAnswersLoadsWithNone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let older = #"{"version": 1, "lessons": {"welcome": {"step": 1, "goalsMet": [0], "answers": {"1": "c"}}}}"#
        try folder.write(Array(older.utf8), to: "progress.json")
        let store = ProgressStore(file: AtomicFile(path: folder.file("progress.json")))
        #expect(store.load().isEmpty)
        #expect(store.progress.lesson("welcome") == LessonProgress(step: 1, goalsMet: [0], answers: ["1": "c"]))
    }

    @Test func theFirstAnswerIsKeptThroughRetriesAndSaved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("progress.json"))
        let store = ProgressStore(file: file)
        store.update("welcome") { $0.recordAnswer("b", to: 1) }
        store.update("welcome") { $0.recordAnswer("c", to: 1) }
        store.update("welcome") { $0.recordAnswer("a", to: 2) }
        let saved = ProgressStore(file: file)
        #expect(saved.load().isEmpty)
        #expect(saved.progress.lesson("welcome").answers == ["1": "c", "2": "a"])
        #expect(saved.progress.lesson("welcome").firstAnswers == ["1": "b", "2": "a"])
    }

    /// Tallies are noted in memory (a save is an fsync) and written with the next save, once
    /// `unsavedTallies` have gathered, or by `flush` at the end of a session.
    /// Another session's save is seen without a save of this one's, and this one's unsaved tallies
    /// survive it, counted once, with the other's, at the next save.
    @Test func catchingUpReadsAnotherSessionsSaveAndKeepsOwnTallies() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("progress.json"))
        let first = ProgressStore(file: file)
        let second = ProgressStore(file: file)
        #expect(first.load().isEmpty && second.load().isEmpty)
        first.note("welcome") { $0.countCommand(atStep: 1) }
        #expect(second.update("welcome") { $0.markGoalMet(0); $0.countCommand(atStep: 1) }.isEmpty)
        #expect(first.progress.lesson("welcome").goalsMet.isEmpty, "not read before it is asked to")
        #expect(first.catchUp().isEmpty)
        #expect(first.progress.lesson("welcome").goalsMet == [0])
        #expect(first.progress.lesson("welcome").commandsTried["1"] == 2)
        // Unchanged since: nothing to read, nothing changes.
        #expect(first.catchUp().isEmpty)
        #expect(first.progress.lesson("welcome").commandsTried["1"] == 2)
        #expect(first.flush().isEmpty)
        let reader = ProgressStore(file: file)
        #expect(reader.load().isEmpty)
        #expect(reader.progress.lesson("welcome").goalsMet == [0])
        #expect(reader.progress.lesson("welcome").commandsTried["1"] == 2, "each tally counted once")
    }

    @Test func notedTalliesWaitForASaveAFullBatchOrAFlush() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("progress.json"))
        let store = ProgressStore(file: file)
        #expect(store.load().isEmpty && store.update("welcome") { $0.step = 1 }.isEmpty)
        func saved() -> Int {
            let reader = ProgressStore(file: file)
            _ = reader.load()
            return reader.progress.lesson("welcome").commandsTried.values.reduce(0, +)
        }
        for _ in 1..<ProgressStore.unsavedTallies { store.note("welcome") { $0.countCommand(atStep: 1) } }
        #expect(saved() == 0, "noted, not yet written")
        store.note("welcome") { $0.countCommand(atStep: 1) }
        #expect(saved() == ProgressStore.unsavedTallies, "a full batch is written")
        store.note("welcome") { $0.countCommand(atStep: 1) }
        #expect(store.flush().isEmpty)
        #expect(saved() == ProgressStore.unsavedTallies + 1, "flush writes what waited")
    }

    /// A count edited into the file as large as an Int goes is capped when read, and counting on
    /// from it never overflows.
    @Test func aHugeCountIsCappedAndCountingOnDoesNotOverflow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array(#"{"version": 1, "format": 2, "lessons": {"renderable": {"step": 0, "goalsMet": [], "answers": {}, "commandsTried": {"0": 9223372036854775807}, "hintsAsked": {"0": 9223372036854775807}}}}"#.utf8), to: "progress.json")
        let store = ProgressStore(file: AtomicFile(path: folder.file("progress.json")))
        #expect(store.load().isEmpty)
        #expect(store.progress.lesson("renderable").commands(atStep: 0) == ProgressDocument.largestNumber)
        var lesson = LessonProgress(commandsTried: ["0": Int.max], hintsAsked: ["0": Int.max])
        lesson.countCommand(atStep: 0)
        lesson.countHint(atStep: 0)
        #expect(lesson.commands(atStep: 0) == Int.max && lesson.hintsAsked["0"] == Int.max)
    }
}
