import LessonFormat
import LessonKit
import Testing

@Suite struct LessonTextParserTests {
    let library = LessonLibrary(parser: LessonTextParser(commands: .podbay, sceneIDs: ["welcome"]))

    static let valid = """
        # A lesson
        id: sample
        number: 4
        scene: welcome
        summary: One line.

        Intro line one
        continues here.

        ## Step: First
        Prose that
        wraps.

        - a list item
        try: screen
        hint: nudge
        hint: exact
        goal: ran screen and screen contains "Welcome"

        ## Quiz
        ### Which?
        - a) this
        why: Not this.
        - b) that
        answer: b
        why: Because.
        """

    @Test func aValidLessonParsesIntoItsParts() throws {
        let lesson = try library.read(text: Self.valid, file: "sample.md").get()
        #expect(lesson.id == "sample")
        #expect(lesson.number == 4)
        #expect(lesson.title == "A lesson")
        #expect(lesson.introduction == ["Intro line one continues here."])
        #expect(lesson.steps.count == 1)
        #expect(lesson.steps[0].prose == ["Prose that wraps.", "", "- a list item"])
        #expect(lesson.steps[0].tries == ["screen"])
        #expect(lesson.steps[0].hints == ["nudge", "exact"])
        #expect(lesson.steps[0].goal == GoalExpression(conditions: [.ran("screen"), .screenContains("Welcome")]))
        #expect(lesson.quiz == [QuizQuestion(
            prompt: "Which?", choices: [.init(letter: "a", text: "this", why: "Not this."), .init(letter: "b", text: "that")],
            answer: "b", why: "Because.")])
        #expect(lesson.warnings.isEmpty)
    }

    /// A quiz section in the sample's place, the rest of the sample kept.
    private func withQuiz(_ quiz: String) -> String {
        Self.valid.components(separatedBy: "## Quiz")[0] + "## Quiz\n" + quiz
    }

    @Test func aWhyRightAfterAChoiceExplainsThatChoiceAndTheOneAfterTheAnswerTheQuestion() throws {
        let text = withQuiz("""
            ### Which?
            - a) this

            why: Not this one.
            - b) that
            why: That one is right, and says so.
            - c) other
            why: Not the other either.
            answer: b
            why: Because.
            """)
        let question = try #require(try library.read(text: text, file: "f.md").get().quiz.first)
        #expect(question.choices.map(\.why) == ["Not this one.", "That one is right, and says so.", "Not the other either."])
        #expect(question.why == "Because.")
        #expect(question.why(for: "c") == "Not the other either.")
        #expect(question.why(for: "z") == nil)
    }

    @Test func everyWrongChoiceNeedsItsOwnWhy() {
        let text = withQuiz("""
            ### Which?
            - a) this
            - b) that
            - c) other
            why: Not the other.
            answer: b
            why: Because.
            """)
        #expect(problems(text) == [
            "f.md:22: choice 'a)' is not the answer and has no 'why:' line right after it, saying why it is not right"
        ])
    }

    @Test func aQuestionWithTwoWhysAfterItsAnswerIsAProblem() {
        let text = Self.valid + "\nwhy: Because, again."
        #expect(problems(text) == ["f.md:27: the question has two 'why:' lines; a 'why:' right after a choice explains that choice"])
    }

    @Test func answersBunchedOnOneLetterAreAWarningNotAProblem() throws {
        // The sample's one question, whose answer is b.
        let question = Self.valid.components(separatedBy: "## Quiz\n")[1] + "\n\n"
        let bunched = try library.read(text: withQuiz(question + question + question), file: "f.md").get()
        #expect(bunched.warnings.map(\.warningDescription) == [
            "f.md:20: warning: 3 of 3 right answers are 'b'; spread them so no letter holds more than half"
        ])
        let other = question.replacingOccurrences(of: "answer: b", with: "answer: a")
            .replacingOccurrences(of: "- a) this\nwhy: Not this.\n- b) that", with: "- a) this\n- b) that\nwhy: Not that.")
        let spread = try library.read(text: withQuiz(question + other), file: "f.md").get()
        #expect(spread.warnings.isEmpty)
        #expect(try library.read(text: withQuiz(question), file: "f.md").get().warnings.isEmpty, "one question warns of nothing")
    }

    private func problems(_ text: String) -> [String] {
        switch library.read(text: text, file: "f.md") {
        case .success: []
        case .failure(let problems): problems.list.map(\.description)
        }
    }

    /// Some editors start a UTF-8 file with a byte order mark: the title line is still the title.
    @Test func aByteOrderMarkBeforeTheTitleIsDropped() throws {
        let lesson = try library.read(bytes: [0xEF, 0xBB, 0xBF] + Array(Self.valid.utf8), file: "sample.md").get()
        #expect(lesson.title == "A lesson")
    }

    /// An escape sequence in a title would be obeyed by the terminal that shows the catalog.
    @Test func controlCharactersAreProblemsWithTheirLines() {
        let text = Self.valid.replacingOccurrences(of: "# A lesson", with: "# A \u{1B}[31mlesson")
        #expect(problems(text) == ["f.md:1: control character U+001B in the text; a lesson text is plain text (tabs allowed)"])
        // DEL and the C1 controls (two bytes in UTF-8) too; a tab and other non-ASCII text are fine.
        for (control, code) in [("\u{7F}", "U+007F"), ("\u{9B}", "U+009B"), ("\u{85}", "U+0085")] {
            let text = Self.valid.replacingOccurrences(of: "# A lesson", with: "# A\tlessón" + control)
            #expect(problems(text) == ["f.md:1: control character \(code) in the text; a lesson text is plain text (tabs allowed)"])
        }
    }

    @Test func anEmptyFileIsOneProblem() {
        #expect(problems("") == ["f.md:1: empty lesson: no title, fields or steps"])
    }

    @Test func aBinaryFileIsRefusedBeforeParsing() {
        let result = library.read(bytes: [0x23, 0x20, 0x00, 0xFF], file: "f.md")
        #expect(result == .failure(LessonProblems([LessonProblem(
            file: "f.md", line: 1, message: "not a UTF-8 text file (the first byte that is not text is on this line)")])))
    }

    /// A file cut in the middle of a character (a copy stopped short, a download broken off).
    @Test func aFileCutInsideACharacterIsCalledTruncatedAtItsLastLine() {
        let bytes = Array("# Title\nid: x\nsummary: café".utf8).dropLast()
        let result = library.read(bytes: Array(bytes), file: "f.md")
        #expect(result == .failure(LessonProblems([LessonProblem(
            file: "f.md", line: 3, message: "the file ends in the middle of a character: it was cut short (truncated)")])))
    }

    @Test func anOversizedFileIsRefused() {
        let result = library.read(bytes: Array(repeating: 0x61, count: 5_000_000), file: "f.md")
        guard case .failure(let problems) = result else {
            Issue.record("a 5 MB text was accepted")
            return
        }
        #expect(problems.list.first?.message.contains("at most 1000000 bytes") == true)
    }

    @Test func aTruncatedLessonSaysWhatIsMissing() {
        let truncated = String(Self.valid.prefix(47))
        #expect(problems(truncated).contains("f.md:1: missing 'summary: …' line under the title"))
        #expect(problems(truncated).contains { $0.contains("no steps") })
        #expect(problems(truncated).contains { $0.contains("no quiz") })
    }

    @Test func unknownGoalsCommandsAndScenesAreReportedWithTheirLines() {
        let text = Self.valid
            .replacingOccurrences(of: "scene: welcome", with: "scene: bridge")
            .replacingOccurrences(of: "try: screen", with: "try: scren")
            .replacingOccurrences(of: "goal: ran screen and", with: "goal: ran scren and")
        #expect(problems(text) == [
            "f.md:4: unknown scene 'bridge' (known: welcome)",
            "f.md:15: try: unknown command 'scren'",
            "f.md:18: goal names unknown command 'scren'",
        ])
    }

    @Test func goalExpressionsDescribeThemselves() throws {
        let goal = try GoalExpression.parse(#"ran help and screen contains "x y""#, commands: .podbay).get()
        #expect(goal.description == #"run 'help' and the screen shows "x y""#)
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("vanished Banner", commands: .podbay).get() }
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("edge Banner strong", commands: .podbay).get() }
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("freed", commands: .podbay).get() }
        #expect(try GoalExpression.parse("edge PodBayDoorsInteraction.banner weak and freed DiscoveryOneViewController", commands: .podbay).get()
            == GoalExpression(conditions: [.edge(type: "PodBayDoorsInteraction", field: "banner", ownership: "weak"), .freed("DiscoveryOneViewController")]))
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("screen contains x", commands: .podbay).get() }
        // A path into a field is no field: `edge` reads the references through one stored field,
        // so `tabs[0]` or `login.view` could never be met (lint once let them pass).
        let path = GoalExpression.parse("edge HomeTabsView.tabs[0] strong", commands: .podbay)
        let failure: GoalSyntaxProblem? = if case .failure(let problem) = path { problem } else { nil }
        #expect(failure?.message
            == "an edge goal names one stored field and matches every reference through it: write 'edge HomeTabsView.tabs strong', not 'HomeTabsView.tabs[0]'")
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("edge Account.login.view strong", commands: .podbay).get() }
        let leaked = try GoalExpression.parse("leaked MissionControlViewController", commands: .podbay).get()
        #expect(leaked.conditions == [.leaked("MissionControlViewController")])
        #expect(leaked.description == "a MissionControlViewController is alive, held only by a retain cycle")
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("leaked", commands: .podbay).get() }
        let unreachable = try GoalExpression.parse("unreachable TaskListJoint", commands: .podbay).get()
        #expect(unreachable.description == "a TaskListJoint is alive and no root reaches it")
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("unreachable A B", commands: .podbay).get() }
        #expect(try GoalExpression.parse("shared AppTrunk", commands: .podbay).get().description
            == "one AppTrunk is held by two or more objects")
    }

    @Test func routeTextsInGoalsAreSpeltAsRoutePrintsThem() throws {
        let goal = try GoalExpression.parse(#"route contains "A -- init -> B""#, commands: .podbay).get()
        #expect(goal.description == #"the last route has "A -- init -> B""#)
        #expect(goal.description(arrow: "─▶", line: "──") == #"the last route has "A ── init ─▶ B""#)
        // A text quoting part of a line, an arrow at either end, is spelt the same.
        let part = try GoalExpression.parse(#"route contains "-> B" and route contains "A --""#, commands: .podbay).get()
        #expect(part.description(arrow: "─▶", line: "──") == #"the last route has "─▶ B" and the last route has "A ──""#)
    }

    @Test func routeOrderTakesTwoOrMoreQuotedTexts() throws {
        let goal = try GoalExpression.parse(#"route order "A -> B" then "x("y")" then "C""#, commands: .podbay).get()
        #expect(goal.conditions == [.routeOrder(["A -> B", #"x("y")"#, "C"])])
        #expect(goal.description(arrow: "─▶", line: "──") == #"the last route has "A ─▶ B", then "x("y")", then "C""#)
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse(#"route order "A""#, commands: .podbay).get() }
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("route order A then B", commands: .podbay).get() }
    }

    @Test func routeLacksAndNoCyclesParseAndDescribeThemselves() throws {
        let goal = try GoalExpression.parse(#"route lacks "A -- init -> B" and no cycles"#, commands: .podbay).get()
        #expect(goal.conditions == [.routeLacks("A -- init -> B"), .noCycles])
        #expect(goal.description == #"the last route has no "A -- init -> B" and no retain cycle is alive"#)
        #expect(goal.description(arrow: "─▶", line: "──") == #"the last route has no "A ── init ─▶ B" and no retain cycle is alive"#)
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("route lacks A", commands: .podbay).get() }
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("no cycle", commands: .podbay).get() }
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("no cycles at all", commands: .podbay).get() }
    }

    @Test func oneParsesAndDescribesItself() throws {
        let goal = try GoalExpression.parse("shared MissionClock and one MissionClock", commands: .podbay).get()
        #expect(goal.conditions == [.shared("MissionClock"), .one("MissionClock")])
        #expect(goal.description == "one MissionClock is held by two or more objects and exactly one MissionClock is alive")
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("one", commands: .podbay).get() }
        #expect(throws: GoalSyntaxProblem.self) { try GoalExpression.parse("one Mission Clock", commands: .podbay).get() }
    }

    @Test func aliasesInGoalsMeanTheirCommand() throws {
        #expect(try GoalExpression.parse("ran exit", commands: .podbay).get().conditions == [.ran("quit")])
    }

    @Test func windowsLineEndingsParseTheSame() throws {
        let lesson = try library.read(text: Self.valid.replacingOccurrences(of: "\n", with: "\r\n"), file: "f.md").get()
        #expect(lesson.steps[0].hints == ["nudge", "exact"])
    }
}

import Foundation
