import Foundation
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

/// A file holding only fields this Podbay writes is read in two passes (`withoutExtras`): what it
/// reads must be what reading every value reads, and a file with anything else goes the long way.
@Suite struct ProgressDocumentShortPathTests {
    private static let lesson = #""step": 3, "goalsMet": [0, 1, 2], "answers": {"1": "b"}, "firstAnswers": {"1": "a"}, "commandsTried": {"0": 4, "7": 2}, "hintsAsked": {"1": 1}"#

    /// Files this Podbay or an older one wrote: every one takes the short path and reads the same.
    @Test func whatThisPodbayWroteReadsTheSameEitherWay() throws {
        let plain = [
            #"{"version": 1, "lessons": {}}"#,
            #"{"version": 1, "format": 2, "lastLesson": "welcome", "lessons": {"welcome": {\#(Self.lesson)}}}"#,
            #"{"version": 1, "lastLesson": null, "lessons": {"welcome": {"step": 1, "goalsMet": [0], "answers": {}}}}"#,
            #"{"version": 1, "format": 2, "lessons": {"renderable": {\#(Self.lesson), "exercises": {"write-it": {"checks": 2, "passedAfter": 2}}, "stepsKey": "0123456789abcdef", "stepTitles": ["One", "Two"]}}}"#,
            #"{"version": 1, "lessons": {"welcome": {"step": -5, "goalsMet": [-1, 2, 2, 2000000], "answers": {}, "commandsTried": {"x": 1, "-1": 2, "3": 0}}}}"#,
        ]
        for text in plain {
            let short = try #require(ProgressDocument.withoutExtras(Data(text.utf8)), "\(text)")
            #expect(ProgressDocument.decodeEveryValue(Array(text.utf8)) == .success(short), "\(text)")
            #expect(short.encoded(short.progress) == (try ProgressDocument.decodeEveryValue(Array(text.utf8)).get()).encoded(short.progress))
        }
    }

    /// A field this Podbay does not write (a newer one's, or one it writes only when it holds
    /// something), a version that is not a whole number, or anything that does not read: the long
    /// way, which keeps the field or says what is wrong.
    @Test func anythingElseTakesTheLongWay() {
        let other = [
            #"{"version": 1, "theme": "dark", "lessons": {}}"#,
            #"{"version": 1, "lessons": {"welcome": {\#(Self.lesson), "firstTry": {"1": true}}}}"#,
            #"{"version": 1, "lessons": {"welcome": {\#(Self.lesson), "exercises": {}}}}"#,
            #"{"version": 1, "lessons": {"welcome": {\#(Self.lesson), "stepsKey": null}}}"#,
            #"{"version": 1.5, "lessons": {}}"#,
            #"{"version": true, "lessons": {}}"#,
            #"{"version": 2, "lessons": {}}"#,
            #"{"version": 1, "lessons": []}"#,
            #"{"version": 1, "lessons": {"a": {"step": "two"}}}"#,
            #"{"version": 1, "lessons": {"a": 3}}"#,
            #"[1, 2]"#,
            #"{"version": 1, "lessons": {"#,
        ]
        for text in other {
            #expect(ProgressDocument.withoutExtras(Data(text.utf8)) == nil, "\(text)")
        }
        guard case .success(let kept) = ProgressDocument.decode(Array(other[2].utf8)) else {
            Issue.record("not decoded")
            return
        }
        #expect(kept.lessonExtras["welcome"]?["exercises"] == .object([:]), "an empty exercises object is kept as found")
    }

    /// `encodedKeys` names what `encode(to:)` writes.
    @Test func encodedKeysAreWhatIsWritten() throws {
        let records = [
            LessonProgress(),
            LessonProgress(step: 2, goalsMet: [1], exercises: ["e": ExerciseProgress(checks: 1)], stepsKey: "k", stepTitles: ["a"]),
            LessonProgress(stepsKey: "k"),
            LessonProgress(stepTitles: []),
        ]
        for record in records {
            let data = try JSONEncoder().encode(record)
            let written = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(Set(written.keys) == record.encodedKeys)
        }
    }
}
