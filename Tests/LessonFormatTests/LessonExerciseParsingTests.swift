import Foundation
import LessonFormat
import Testing
import TestSupport

/// `## Exercise: <title>` steps: their files are read beside the lesson text and checked by lint.
@Suite struct LessonExerciseParsingTests {
    let library = LessonLibrary(parser: LessonTextParser(commands: .podbay, sceneIDs: ["welcome"]))

    private func lesson(_ exercise: String) -> String {
        """
        # A lesson
        id: sample
        number: 4
        scene: welcome
        summary: One line.

        ## Step: First
        Look.
        hint: nudge
        goal: ran screen

        \(exercise)

        ## Quiz
        ### Which?
        - a) this
        why: Not this.
        - b) that
        answer: b
        why: Because.
        """
    }

    private func folder(with files: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("Ex/Starter"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("Ex/Solution"), withIntermediateDirectories: true)
        for name in files {
            let parent = URL(fileURLWithPath: folder.file(name)).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try folder.write(Array("final class A {}\n".utf8), to: name)
        }
        return folder
    }

    /// Reading never touches the disk: what is at each named path is what the parser is told, so a
    /// folder that does not exist is fine when told it holds the files, and a check found only in
    /// the folder above is taken from there.
    @Test func theParserJudgesPathsFromWhatItIsToldNotFromTheDisk() throws {
        let text = lesson("""
            ## Exercise: Hold the banner weakly
            Write it.
            starter: ./Ex/Starter/A.swift
            solution: ./Ex/Solution/A.swift
            check: Ex/Check
            release: tap close
            hint: nudge
            goal: edge A.banner weak
            """)
        let parser = library.parser
        let draft = parser.draft(text: text, file: "/nowhere/lesson/sample.md")
        #expect(draft.namedPaths == [
            "/nowhere/lesson/Ex/Starter/A.swift", "/nowhere/lesson/Ex/Solution/A.swift",
            "/nowhere/lesson/Ex/Check", "/nowhere/Ex/Check",
        ])
        let told: [String: FileKind] = [
            "/nowhere/lesson/Ex/Starter/A.swift": .file, "/nowhere/lesson/Ex/Solution/A.swift": .file, "/nowhere/Ex/Check": .folder,
        ]
        let lesson = try parser.lesson(from: draft, files: told).get()
        #expect(lesson.steps[1].exercise?.checkSources == ["/nowhere/Ex/Check"])
        let problems = try #require(parser.lesson(from: draft, files: [:]).failure).list.map(\.message)
        #expect(problems == [
            "starter: no file at /nowhere/lesson/Ex/Starter/A.swift", "solution: no file at /nowhere/lesson/Ex/Solution/A.swift",
            "check: no file or folder at /nowhere/lesson/Ex/Check",
        ])
    }

    @Test func anExerciseStepNamesItsStartersSolutionsAndCheckSceneBesideTheText() throws {
        let folder = try folder(with: ["Ex/Starter/A.swift", "Ex/Solution/A.swift", "Ex/Check.swift"])
        defer { folder.remove() }
        let text = lesson("""
            ## Exercise: Hold the banner weakly
            Write it.
            starter: ./Ex/Starter/A.swift
            solution: ./Ex/Solution/A.swift
            check: ./Ex/Check.swift
            try: tap mainButton
            release: tap close
            hint: nudge
            goal: edge A.banner weak
            """)
        let parsed = try library.read(text: text, file: folder.file("sample.md")).get()
        #expect(parsed.steps[0].exercise == nil)
        let step = parsed.steps[1]
        #expect(step.title == "Hold the banner weakly")
        #expect(step.exerciseID == "hold-the-banner-weakly")
        #expect(step.exercise == LessonExercise(
            starters: [folder.file("Ex/Starter/A.swift")], solutions: [folder.file("Ex/Solution/A.swift")],
            checkSources: [folder.file("Ex/Check.swift")], releases: ["tap close"]))
        #expect(step.tries == ["tap mainButton"])
        #expect(step.goal == GoalExpression(conditions: [.edge(type: "A", field: "banner", ownership: "weak")]))
    }

    /// A check scene may be a folder, one type per file, and may add sources several lessons share,
    /// kept in the folder above the lesson's: the source tree nests each lesson one folder deeper
    /// than the installed copy, where the shared folder sits beside the texts.
    @Test func aCheckSceneIsFilesOrFoldersBesideTheTextOrInTheFolderAbove() throws {
        let folder = try folder(with: ["lesson/Ex/Starter/A.swift", "lesson/Ex/Solution/A.swift", "lesson/Ex/Check/Scene.swift",
                                       "lesson/Ex/Check/Screen.swift", "Support/Module/Part.swift"])
        defer { folder.remove() }
        let text = lesson("""
            ## Exercise: Shared parts
            Write it.
            starter: ./Ex/Starter/A.swift
            solution: ./Ex/Solution/A.swift
            check: ./Ex/Check
            check: Support/Module
            release: tap close
            hint: nudge
            goal: edge A.banner weak
            """)
        let parsed = try library.read(text: text, file: folder.file("lesson/sample.md")).get()
        #expect(parsed.steps[1].exercise?.checkSources == [folder.file("lesson/Ex/Check"), folder.file("Support/Module")])
        let misnamed = lesson("""
            ## Exercise: Misnamed
            Write it.
            starter: ./Ex/Starter
            solution: ./Ex/Solution/A.swift
            check: Elsewhere/Module
            hint: nudge
            goal: edge A.banner weak
            """)
        let problems = try #require(library.read(text: misnamed, file: folder.file("lesson/sample.md")).failure).list.map(\.message)
        #expect(problems.contains("starter: \(folder.file("lesson/Ex/Starter")) is a folder; name a .swift file"))
        #expect(problems.contains("check: no file or folder at \(folder.file("lesson/Elsewhere/Module"))"))
        // Only a check is looked for in the folder above: a starter named like a shared file is not.
        let typo = lesson("""
            ## Exercise: Typo
            Write it.
            starter: Support/Module/Part.swift
            solution: ./Ex/Solution/A.swift
            check: ./Ex/Check
            release: tap close
            hint: nudge
            goal: edge A.banner weak
            """)
        let typoProblems = try #require(library.read(text: typo, file: folder.file("lesson/sample.md")).failure).list.map(\.message)
        #expect(typoProblems.contains("starter: no file at \(folder.file("lesson/Support/Module/Part.swift"))"))
    }

    @Test func lintSaysWhichExerciseFileIsMissingOrUnmatched() throws {
        let folder = try folder(with: ["Ex/Starter/A.swift", "Ex/Solution/B.swift"])
        defer { folder.remove() }
        let text = lesson("""
            ## Exercise: Two
            Write it.
            starter: ./Ex/Starter/A.swift
            solution: ./Ex/Solution/B.swift
            check: ./Ex/Check.swift
            release: tap close
            hint: nudge
            goal: edge A.banner weak
            """)
        let problems = try #require(library.read(text: text, file: folder.file("sample.md")).failure).list.map(\.description)
        #expect(problems == [
            "\(folder.file("sample.md")):14: exercise 'Two': starter A.swift has no 'solution:' file of the same name",
            "\(folder.file("sample.md")):15: exercise 'Two': solution B.swift has no 'starter:' file of the same name",
            "\(folder.file("sample.md")):16: check: no file or folder at \(folder.file("Ex/Check.swift"))",
        ])
    }

    /// `hint: [part] …` ties a hint to a part of the step's goal; a part the goal lacks is a problem.
    @Test func aHintCanBeTiedToAPartOfTheGoal() throws {
        let text = lesson("""
            ## Step: Tied
            Look.
            hint: A nudge.
            hint: [no cycles] Capture weakly.
            hint: [freed Core] Let it go.
            goal: ran graph and no cycles
            """)
        let problems = try #require(library.read(text: text, file: "/tmp/sample.md").failure).list.map(\.message)
        #expect(problems == ["step 'Tied': the hint's part is not in the step's goal: a Core was freed during this step"])
        let fine = try library.read(text: text.replacingOccurrences(of: "hint: [freed Core] Let it go.\n", with: ""), file: "/tmp/sample.md").get()
        #expect(fine.steps[1].hints == ["A nudge.", "Capture weakly."])
        #expect(fine.steps[1].hintParts == [[], [.noCycles]])
        #expect(fine.steps[1].hintIndex(forFirstOf: [.ran("graph"), .noCycles]) == 1)
    }

    /// `hint: [a and b] …` ties one hint to several parts: the first of them that failed chooses it.
    @Test func aHintCanBeTiedToSeveralParts() throws {
        let text = lesson("""
            ## Step: Tied
            Look.
            hint: [ran graph and no cycles] Look, then capture weakly.
            hint: [screen contains "ok"] Show it.
            goal: ran graph and no cycles and screen contains "ok"
            """)
        let step = try library.read(text: text, file: "/tmp/sample.md").get().steps[1]
        #expect(step.hintParts == [[.ran("graph"), .noCycles], [.screenContains("ok")]])
        #expect(step.hintIndex(forFirstOf: [.noCycles, .screenContains("ok")]) == 0)
        #expect(step.hintIndex(forFirstOf: [.screenContains("ok"), .noCycles]) == 1)
    }

    /// `check`'s comparison with the solution's run is a law: a hint of an exercise can be tied to
    /// it, a step's hint cannot (nothing compares there), and no goal states it.
    @Test func theSolutionLawsAreExerciseHintPartsAndNoGoal() throws {
        let folder = try folder(with: ["Ex/Starter/A.swift", "Ex/Solution/A.swift", "Ex/Check.swift"])
        defer { folder.remove() }
        let exercise = lesson("""
            ## Exercise: Compared
            Write it.
            starter: ./Ex/Starter/A.swift
            solution: ./Ex/Solution/A.swift
            check: ./Ex/Check.swift
            release: tap close
            hint: [same messages as the solution] Send it once.
            hint: [same screen as the solution] Show the answer.
            goal: edge A.banner weak
            """)
        let parsed = try library.read(text: exercise, file: folder.file("sample.md")).get()
        #expect(parsed.steps[1].hintParts == [[.sameMessagesAsSolution], [.sameScreenAsSolution]])
        // A part of an exercise's goal no hint is tied to is said to the author, as a warning.
        #expect(parsed.warnings.map(\.message) == [
            "exercise 'Compared': no hint is tied to 'edge A.banner weak', so a check where it fails first gets the next hint in order; "
                + "tie one: hint: [edge A.banner weak] …",
        ])
        let step = lesson("""
            ## Step: Not compared
            Look.
            hint: [same messages as the solution] Nothing compares here.
            goal: ran graph
            """)
        #expect(try #require(library.read(text: step, file: "/tmp/sample.md").failure).list.map(\.message) == [
            "step 'Not compared': the hint's part is not in the step's goal: every action sends the messages the solution sends",
        ])
        let goal = exercise.replacingOccurrences(of: "goal: edge A.banner weak", with: "goal: edge A.banner weak and same screen as the solution")
        #expect(try #require(library.read(text: goal, file: folder.file("sample.md")).failure).list.map(\.message) == [
            "'same screen as the solution' is a law every exercise check applies, not a goal; tie a hint to it instead: hint: [same screen as the solution] …",
        ])
    }

    /// A goal a learner can make impossible is refused: `break` is refused once the rule is broken,
    /// so `ran break` could never be met by a learner who broke it a step early.
    @Test func aGoalAskingToRunBreakIsRefused() throws {
        let text = lesson("""
            ## Step: Break it
            Break it.
            hint: nudge
            goal: ran break and ran graph
            """)
        let problems = try #require(library.read(text: text, file: "/tmp/sample.md").failure).list.map(\.message)
        #expect(problems == ["step 'Break it': 'ran break' can become impossible (break is refused once the rule is broken); write 'broken <rule>'"])
    }

    @Test func anExerciseWithoutStarterOrCheckSceneIsAProblemAndItsKeysBelongToExercisesOnly() throws {
        let folder = try folder(with: [])
        defer { folder.remove() }
        let text = lesson("""
            ## Exercise: Empty
            Write it.
            hint: nudge
            goal: edge A.banner weak
            """).replacingOccurrences(of: "hint: nudge\ngoal: ran screen", with: "hint: nudge\ngoal: ran screen\nstarter: ./A.swift")
        let problems = try #require(library.read(text: text, file: folder.file("sample.md")).failure).list.map(\.message)
        #expect(problems.contains { $0.hasPrefix("unknown key 'starter:' here") })
        #expect(problems.contains("exercise 'Empty' has no 'starter:' line naming a file the learner starts from"))
        #expect(problems.contains("exercise 'Empty' has no 'check:' line naming the Swift scene that builds the learner's types"))
        // The memory laws need the moment the check scene lets its screen go.
        #expect(problems.contains("exercise 'Empty' has no 'release:' line naming the action that lets the check scene's screen or module go (tap close, tap back)"))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
