import CommandLanguage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Judges a `LessonDraft`: what a whole lesson needs (a title, its fields, steps with goals and
/// hints, an exercise's files, a quiz whose answers are choices) and which named paths hold
/// nothing. Pure: what is at each path comes in `files`, looked up by `LessonLibrary`.
struct LessonDraftChecker {
    let draft: LessonDraft
    /// Scene ids compiled into the program.
    let sceneIDs: [String]
    /// What is at each of the draft's named paths; a path not here holds nothing.
    let files: [String: FileKind]
    private var problems: [LessonProblem] = []

    init(draft: LessonDraft, sceneIDs: [String], files: [String: FileKind]) {
        self.draft = draft
        self.sceneIDs = sceneIDs
        self.files = files
    }

    /// The lesson the draft describes, or every problem found in it, ordered by line.
    mutating func lesson() -> Result<LessonText, LessonProblems> {
        problems = draft.problems
        let paths = resolvedPaths()
        if draft.title == nil && draft.fields.isEmpty && draft.steps.isEmpty {
            return .failure(LessonProblems([LessonProblem(file: draft.file, line: 1, message: "empty lesson: no title, fields or steps")]))
        }
        if draft.title == nil { problem(1, "missing title: the first line should be '# <title>'") }
        let id = required("id")
        if let id, !id.value.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) || id.value.isEmpty {
            problem(id.line, "id '\(id.value)' must be lowercase letters, digits and '-'")
        }
        let number = required("number")
        if let number, Int(number.value).map({ (0...999).contains($0) }) != true {
            problem(number.line, "number '\(number.value)' must be a whole number from 0 to 999")
        }
        let scene = required("scene")
        var sceneID = scene?.value
        if let reference = draft.sceneReference, let path = reference.candidates.first {
            // Swift source beside the text: built by `load` when the lesson opens.
            if files[path] == nil {
                problem(reference.line, "scene '\(reference.value)': no Swift file or folder at \(path)")
            }
            sceneID = SourceScene.sceneID(absolutePath: path)
        } else if let scene, !sceneIDs.contains(scene.value) {
            problem(scene.line, "unknown scene '\(scene.value)' (known: \(sceneIDs.joined(separator: ", ")))")
        }
        let summary = required("summary")
        if draft.steps.isEmpty { problem(draft.lineCount, "no steps: add '## Step: <title>' sections") }
        for step in draft.steps { check(step) }
        if !draft.sawQuiz {
            problem(draft.lineCount, "no quiz: add a '## Quiz' section with questions")
        } else if draft.questions.isEmpty {
            problem(draft.lineCount, "the quiz has no questions: add '### <question>' lines")
        }
        for question in draft.questions { check(question) }
        guard problems.isEmpty, let title = draft.title, let id, let number, let numberValue = Int(number.value), let sceneID,
            let summary
        else {
            let ordered = problems.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            return .failure(LessonProblems(ordered.map(\.element)))
        }
        return .success(LessonText(
            id: id.value, number: numberValue, title: title, summary: summary.value,
            introduction: Self.paragraphs(draft.introduction), sceneID: sceneID,
            steps: draft.steps.map { step in
                LessonStep(
                    title: step.title, prose: Self.paragraphs(step.prose), tries: step.tries, tryLines: step.tryLines,
                    hints: step.hints, goal: step.goal ?? GoalExpression(conditions: []), line: step.line,
                    hintParts: step.hintParts,
                    exercise: step.isExercise
                        ? LessonExercise(
                            starters: step.files(.starter).map { paths[$0.line] ?? $0.value },
                            solutions: step.files(.solution).map { paths[$0.line] ?? $0.value },
                            checkSources: step.files(.check).map { paths[$0.line] ?? $0.value },
                            releases: step.releases.map(\.action), starterError: step.starterError)
                        : nil,
                    goalLine: step.goalLines.first)
            },
            quiz: draft.questions.map { question in
                QuizQuestion(
                    prompt: question.prompt,
                    choices: question.choices.map { QuizQuestion.Choice(letter: $0.choice.letter, text: $0.choice.text, why: $0.why) },
                    answer: question.answer ?? "", why: question.why ?? "")
            },
            file: draft.file, warnings: spreadWarnings() + untiedPartWarnings(), numberLine: number.line, sceneLine: scene?.line ?? 1))
    }

    // MARK: - Paths

    /// Each exercise file's path, by its line: the first candidate where something is, else the
    /// first (named in the problem). Problems for files that are missing or of the wrong kind.
    private mutating func resolvedPaths() -> [Int: String] {
        var paths: [Int: String] = [:]
        for reference in draft.steps.flatMap(\.files) {
            let path = reference.candidates.first { files[$0] != nil } ?? reference.candidates.first ?? reference.value
            paths[reference.line] = path
            let key = reference.key.rawValue
            switch files[path] {
            case nil:
                problem(reference.line, "\(key): no \(reference.key == .check ? "file or folder" : "file") at \(path)")
            case .folder:
                if reference.key != .check { problem(reference.line, "\(key): \(path) is a folder; name a .swift file") }
            case .file:
                if !reference.value.hasSuffix(".swift") { problem(reference.line, "\(key): '\(reference.value)' is not a .swift file") }
            }
        }
        return paths
    }

    // MARK: - Checks

    private mutating func required(_ key: String) -> (value: String, line: Int)? {
        guard let field = draft.fields[key], !field.value.isEmpty else {
            problem(1, "missing '\(key): …' line under the title")
            return nil
        }
        return field
    }

    private mutating func check(_ step: LessonDraft.StepDraft) {
        let name = "step '\(step.title)'"
        if Self.trimmed(step.prose).isEmpty { problem(step.line, "\(name) has no text") }
        if step.goalLines.isEmpty { problem(step.line, "\(name) has no 'goal:' line") }
        if step.goalLines.count > 1 {
            problem(step.goalLines[1], "\(name) has more than one goal; join conditions with 'and'")
        }
        if step.goal?.conditions.contains(.ran("break")) == true, let line = step.goalLines.first {
            // `break` is refused once the rule is broken: a learner who broke it a step early
            // could never meet the goal.
            problem(line, "\(name): 'ran break' can become impossible (break is refused once the rule is broken); write 'broken <rule>'")
        }
        // The comparison with the solution is a law `check` applies: no goal states it.
        for law in step.goal?.conditions ?? [] where law.isSolutionLaw {
            problem(step.goalLines.first ?? step.line,
                "'\(law.clause)' is a law every exercise check applies, not a goal; tie a hint to it instead: hint: [\(law.clause)] …")
        }
        if step.hints.isEmpty { problem(step.line, "\(name) has no 'hint:' line") }
        // A hint tied to a part the goal does not have would never be chosen. An exercise's check
        // also says `no cycles` and `freed <Type>` by its memory laws, goal or not, and compares
        // every action with the solution's (`same messages as the solution`, `same screen …`).
        let goalParts = step.goal?.conditions ?? []
        for (parts, line) in zip(step.hintParts, step.hintLines) {
            for part in parts where !goalParts.contains(part) {
                let isLaw: Bool = switch part {
                case .noCycles, .freed, .sameMessagesAsSolution, .sameScreenAsSolution: true
                default: false
                }
                if !(step.isExercise && isLaw) {
                    problem(line, "\(name): the hint's part is not in the step's goal: \(GoalExpression(conditions: [part]).description)")
                }
            }
        }
        if step.hints.count > 3 { problem(step.line, "\(name) has \(step.hints.count) hints; at most 3") }
        if step.isExercise { checkExercise(step, name: "exercise '\(step.title)'") }
    }

    /// An exercise needs starters, a solution for each (same file names) and a check scene.
    private mutating func checkExercise(_ step: LessonDraft.StepDraft, name: String) {
        if step.files(.starter).isEmpty { problem(step.line, "\(name) has no 'starter:' line naming a file the learner starts from") }
        if step.files(.check).isEmpty {
            problem(step.line, "\(name) has no 'check:' line naming the Swift scene that builds the learner's types")
        }
        if step.releases.isEmpty {
            // The memory laws need a moment the scene lets go: without one, an object kept past it passes.
            problem(step.line, "\(name) has no 'release:' line naming the action that lets the check scene's screen or module go (tap close, tap back)")
        }
        let starterNames = step.files(.starter).map { LessonExercise.fileName($0.value) }
        let solutionNames = step.files(.solution).map { LessonExercise.fileName($0.value) }
        if Set(starterNames).count < starterNames.count, let line = step.files(.starter).last?.line {
            problem(line, "\(name) has two starters named alike; the workspace holds one file per name")
        }
        for (starter, fileName) in zip(step.files(.starter), starterNames) where !solutionNames.contains(fileName) {
            problem(starter.line, "\(name): starter \(fileName) has no 'solution:' file of the same name")
        }
        for (solution, fileName) in zip(step.files(.solution), solutionNames) where !starterNames.contains(fileName) {
            problem(solution.line, "\(name): solution \(fileName) has no 'starter:' file of the same name")
        }
    }

    private mutating func check(_ question: LessonDraft.QuestionDraft) {
        if question.choices.count < 2 { problem(question.line, "the question needs at least two choices ('- a) …')") }
        if let answer = question.answer {
            if !question.choices.contains(where: { $0.choice.letter == answer }) {
                problem(question.line, "answer '\(answer)' is not one of the choices")
            } else {
                // A wrong answer is told why it is wrong, so every wrong choice needs its own line.
                for choice in question.choices where choice.choice.letter != answer && choice.why == nil {
                    problem(choice.line, "choice '\(choice.choice.letter))' is not the answer and has no 'why:' line right after it, saying why it is not right")
                }
            }
        } else {
            problem(question.line, "the question has no 'answer:' line")
        }
        if question.why == nil { problem(question.line, "the question has no 'why:' line") }
    }

    /// A warning when one letter holds more than half of the right answers: a learner who always
    /// guesses that letter would pass. The lesson still loads.
    private func spreadWarnings() -> [LessonProblem] {
        let answers = draft.questions.compactMap(\.answer)
        guard answers.count >= 2 else { return [] }
        let counts = Dictionary(answers.map { ($0, 1) }, uniquingKeysWith: +)
        // At most one letter can hold more than half, so which one is found first does not matter.
        guard let (letter, count) = counts.first(where: { $0.value * 2 > answers.count }) else { return [] }
        return [LessonProblem(
            file: draft.file, line: draft.quizLine,
            message: "\(count) of \(answers.count) right answers are '\(letter)'; spread them so no letter holds more than half")]
    }

    /// A warning for each part of an exercise's goal that no hint is tied to: after a check where
    /// that part fails first, `hint` can only give the next hint in order, which may be about a
    /// part the learner already got right. The lesson still loads.
    private func untiedPartWarnings() -> [LessonProblem] {
        draft.steps.filter(\.isExercise).flatMap { step in
            let tied = step.hintParts.joined()
            return (step.goal?.conditions ?? []).filter { !tied.contains($0) }.map { part in
                LessonProblem(
                    file: draft.file, line: step.goalLines.first ?? step.line,
                    message: "exercise '\(step.title)': no hint is tied to '\(part.clause)', so a check where it fails first "
                        + "gets the next hint in order; tie one: hint: [\(part.clause)] …")
            }
        }
    }

    private mutating func problem(_ line: Int, _ message: String) {
        problems.append(LessonProblem(file: draft.file, line: line, message: message))
    }

    // MARK: - Helpers

    /// Prose as paragraphs, the way Markdown reads it: consecutive lines join with a space, a blank
    /// line separates paragraphs (kept as an empty string), list items (`- `) stay on their own.
    static func paragraphs(_ lines: [String]) -> [String] {
        var result: [String] = []
        var joining = false
        for line in trimmed(lines) {
            if line.isEmpty {
                if result.last?.isEmpty == false { result.append("") }
                joining = false
            } else if joining, !line.hasPrefix("- ") {
                result[result.count - 1] += " " + line
            } else {
                result.append(line)
                joining = true
            }
        }
        return result
    }

    /// Lines without blank lines at either end.
    private static func trimmed(_ lines: [String]) -> [String] {
        var result = lines[...]
        while result.first?.isEmpty == true { result = result.dropFirst() }
        while result.last?.isEmpty == true { result = result.dropLast() }
        return Array(result)
    }
}
