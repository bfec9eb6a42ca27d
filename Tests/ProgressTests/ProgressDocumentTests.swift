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
        #expect(ProgressDocument.decode(Array("[1, 2]".utf8)) == .failure(ProgressDocumentError(reason: "it is not valid progress JSON")))
        #expect(ProgressDocument.decode(Array(#"{"version": 7, "lessons": {}}"#.utf8))
            == .failure(ProgressDocumentError(reason: "it has version 7, this Podbay reads 1")))
        #expect(ProgressDocument.decode(Array(#"{"version": 1, "lessons": {"a": {"step": 1e400}}}"#.utf8))
            == .failure(ProgressDocumentError(reason: "it is not valid progress JSON")))
    }
}
