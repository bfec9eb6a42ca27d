@testable import Progress
import Testing

@Suite struct ProgressDocumentTests {
    /// A newer Podbay's fields, at the top and in a lesson, survive a save by this one.
    @Test func unknownFieldsAreKeptOnSave() throws {
        let text = #"{"version": 1, "theme": "dark", "lessons": {"welcome": {"step": 1, "goalsMet": [0], "answers": {}, "firstTry": {"1": true}}}}"#
        guard case .success(let document) = ProgressDocument.decode(Array(text.utf8)) else {
            Issue.record("not decoded")
            return
        }
        var progress = document.progress
        progress.lessons["welcome"]?.step = 2
        let saved = String(decoding: document.encoded(progress), as: UTF8.self)
        #expect(saved.contains(#""theme" : "dark""#))
        #expect(saved.contains(#""firstTry" : {"#))
        #expect(saved.contains(#""step" : 2"#))
    }

    @Test func aNegativeStepAndNegativeGoalsAreBroughtInRange() {
        let text = #"{"version": 1, "lessons": {"welcome": {"step": -5, "goalsMet": [-1, 2, 2], "answers": {}}}}"#
        guard case .success(let document) = ProgressDocument.decode(Array(text.utf8)) else {
            Issue.record("not decoded")
            return
        }
        #expect(document.progress.lessons["welcome"] == LessonProgress(step: 0, goalsMet: [2]))
    }

    @Test func whatIsNotProgressSaysWhy() {
        let notProgress = "it is not valid progress JSON"
        #expect(ProgressDocument.decode(Array("[1, 2]".utf8)) == .failure(ProgressDocumentProblem(reason: notProgress, kind: .foreign)))
        #expect(ProgressDocument.decode(Array(#"{"name": "left-pad"}"#.utf8)) == .failure(ProgressDocumentProblem(reason: notProgress, kind: .foreign)))
        #expect(ProgressDocument.decode(Array(#"{"version": 7, "lessons": {}}"#.utf8))
            == .failure(ProgressDocumentProblem(reason: "it has version 7, this Podbay reads 1", kind: .otherVersion(7))))
        #expect(ProgressDocument.decode(Array(#"{"version": 1, "lessons": {"a": {"step": 1e400}}}"#.utf8))
            == .failure(ProgressDocumentProblem(reason: notProgress, kind: .notJSON)))
        #expect(ProgressDocument.decode(Array(#"{"version": 1, "lessons": {"a": {"step": "two"}}}"#.utf8))
            == .failure(ProgressDocumentProblem(reason: notProgress, kind: .damaged)))
        #expect(ProgressDocument.decode(Array(" \n".utf8)) == .failure(ProgressDocumentProblem(reason: notProgress, kind: .empty)))
        #expect(ProgressDocument.decode(Array(#"{"version": 1, "lessons": {"#.utf8)) == .failure(ProgressDocumentProblem(reason: notProgress, kind: .notJSON)))
    }

    /// A file from before format 2 reads as format 1, with no counts; saving it writes format 2.
    @Test func aFormatOneFileReadsAndIsSavedAsFormatTwo() throws {
        let text = #"{"version": 1, "lessons": {"welcome": {"step": 1, "goalsMet": [0], "answers": {}}}}"#
        guard case .success(let document) = ProgressDocument.decode(Array(text.utf8)) else {
            Issue.record("not decoded")
            return
        }
        #expect(document.progress.format == 1)
        #expect(document.progress.lessons["welcome"] == LessonProgress(step: 1, goalsMet: [0]))
        var saved = document.progress
        saved.format = LearnerProgress.currentFormat
        saved.lessons["welcome"]?.countCommand(atStep: 1)
        let bytes = String(decoding: document.encoded(saved), as: UTF8.self)
        #expect(bytes.contains(#""format" : 2"#))
        #expect(bytes.contains(#""commandsTried" : {"#))
    }

    /// Counts of no step, or below zero, are dropped as the file is read.
    @Test func countsOfNoStepAreDropped() {
        let text = #"{"version": 1, "format": 2, "lessons": {"welcome": {"step": 0, "goalsMet": [], "answers": {}, "commandsTried": {"0": 3, "-1": 2, "x": 4, "1": -6}, "hintsAsked": {"0": 1}}}}"#
        guard case .success(let document) = ProgressDocument.decode(Array(text.utf8)) else {
            Issue.record("not decoded")
            return
        }
        #expect(document.progress.lessons["welcome"] == LessonProgress(commandsTried: ["0": 3], hintsAsked: ["0": 1]))
    }
}
