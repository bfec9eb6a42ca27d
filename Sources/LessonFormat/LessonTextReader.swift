import CommandLanguage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The line-by-line state of `LessonTextParser`: which section it is in and what it has gathered.
struct LessonTextReader {
    private enum Section {
        case header, step, quiz, question
    }

    private struct StepDraft {
        var title: String
        var line: Int
        var prose: [String] = []
        var tries: [String] = []
        var tryLines: [Int] = []
        var hints: [String] = []
        var hintParts: [GoalExpression.Condition?] = []
        var hintLines: [Int] = []
        var goal: GoalExpression?
        var goalLines: [Int] = []
        /// `## Exercise:` rather than `## Step:`.
        var isExercise = false
        var starters: [(path: String, line: Int)] = []
        var solutions: [(path: String, line: Int)] = []
        var checkSources: [(path: String, line: Int)] = []
        /// `release:` actions: how the check scene lets the screen or module go, for the memory laws.
        var releases: [(action: String, line: Int)] = []
    }

    private struct ChoiceDraft {
        var choice: QuizQuestion.Choice
        var line: Int
        var why: String?
    }

    private struct QuestionDraft {
        var prompt: String
        var line: Int
        var choices: [ChoiceDraft] = []
        var answer: String?
        var why: String?
        /// Whether the last line that was not blank is a choice: a `why:` now explains that choice.
        var afterChoice = false
    }

    let file: String
    let commands: CommandTable
    private var section = Section.header
    private var title: String?
    private var fields: [String: (value: String, line: Int)] = [:]
    private var introduction: [String] = []
    private var steps: [StepDraft] = []
    private var questions: [QuestionDraft] = []
    private var sawQuiz = false
    private var quizLine = 0
    private var problems: [LessonProblem] = []

    init(file: String, commands: CommandTable) {
        self.file = file
        self.commands = commands
    }

    mutating func read(line raw: String, number: Int) {
        // An escape sequence in a title or a step would be obeyed by the learner's terminal, not
        // read; tabs are the one control character a text may hold.
        // Bytes first: a control character is a byte below 0x20 or 0x7F, or (U+0080–U+009F) a
        // 0xC2 lead byte; lines without any (nearly all) skip the slower scalar scan.
        let mayHoldControl = raw.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 }
        } ?? true
        if mayHoldControl, let control = raw.unicodeScalars.first(where: Self.isControl) {
            let code = "U+" + String(repeating: "0", count: 4 - min(4, String(control.value, radix: 16).count))
                + String(control.value, radix: 16, uppercase: true)
            problem(number, "control character \(code) in the text; a lesson text is plain text (tabs allowed)")
        }
        let line = raw.trimmingWhitespace
        if line.hasPrefix("### ") {
            startQuestion(String(line.dropFirst(4)), number: number)
        } else if line.hasPrefix("## ") {
            startSection(String(line.dropFirst(3)).trimmingWhitespace, number: number)
        } else if line.hasPrefix("# ") {
            if title == nil && section == .header {
                title = String(line.dropFirst(2)).trimmingWhitespace
            } else {
                problem(number, "a lesson has one title; start sections with '## '")
            }
        } else if let (key, value) = Self.keyValue(line) {
            keyed(key, value, number: number)
        } else if line.hasPrefix("- "), section == .question, let choice = Self.choice(line) {
            addChoice(choice, number: number)
        } else {
            prose(line, number: number)
        }
    }


    mutating func finish(sceneIDs: [String], lineCount: Int) -> Result<LessonText, LessonProblems> {
        if title == nil && fields.isEmpty && steps.isEmpty {
            return .failure(LessonProblems([LessonProblem(file: file, line: 1, message: "empty lesson: no title, fields or steps")]))
        }
        if title == nil { problem(1, "missing title: the first line should be '# <title>'") }
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
        if let scene, SourceScene.isReference(scene.value) {
            // Swift source beside the text: built by `load` when the lesson opens.
            let source = SourceScene.sceneID(scene.value, besideLessonFile: file)
            if let path = SourceScene.path(of: source), FileKind.of(path) == nil {
                problem(scene.line, "scene '\(scene.value)': no Swift file or folder at \(path)")
            }
            sceneID = source
        } else if let scene, !sceneIDs.contains(scene.value) {
            problem(scene.line, "unknown scene '\(scene.value)' (known: \(sceneIDs.joined(separator: ", ")))")
        }
        let summary = required("summary")
        if steps.isEmpty { problem(lineCount, "no steps: add '## Step: <title>' sections") }
        for step in steps { check(step) }
        if !sawQuiz {
            problem(lineCount, "no quiz: add a '## Quiz' section with questions")
        } else if questions.isEmpty {
            problem(lineCount, "the quiz has no questions: add '### <question>' lines")
        }
        for question in questions { check(question) }
        guard problems.isEmpty, let title, let id, let number, let numberValue = Int(number.value), let sceneID,
            let summary
        else {
            let ordered = problems.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            return .failure(LessonProblems(ordered.map(\.element)))
        }
        return .success(LessonText(
            id: id.value, number: numberValue, title: title, summary: summary.value,
            introduction: Self.paragraphs(introduction), sceneID: sceneID,
            steps: steps.map { step in
                LessonStep(
                    title: step.title, prose: Self.paragraphs(step.prose), tries: step.tries, tryLines: step.tryLines,
                    hints: step.hints, goal: step.goal ?? GoalExpression(conditions: []), line: step.line,
                    hintParts: step.hintParts,
                    exercise: step.isExercise
                        ? LessonExercise(
                            starters: step.starters.map(\.path), solutions: step.solutions.map(\.path),
                            checkSources: step.checkSources.map(\.path), releases: step.releases.map(\.action))
                        : nil,
                    goalLine: step.goalLines.first)
            },
            quiz: questions.map { question in
                QuizQuestion(
                    prompt: question.prompt,
                    choices: question.choices.map { QuizQuestion.Choice(letter: $0.choice.letter, text: $0.choice.text, why: $0.why) },
                    answer: question.answer ?? "", why: question.why ?? "")
            },
            file: file, warnings: spreadWarnings(), numberLine: number.line, sceneLine: scene?.line ?? 1))
    }

    // MARK: - Sections

    private mutating func startSection(_ heading: String, number: Int) {
        let lowered = heading.lowercased()
        if lowered == "quiz" {
            if sawQuiz { problem(number, "a lesson has one '## Quiz' section") }
            sawQuiz = true
            quizLine = number
            section = .quiz
        } else if lowered.hasPrefix("step") || lowered.hasPrefix("exercise") {
            let isExercise = lowered.hasPrefix("exercise")
            let kind = isExercise ? "Exercise" : "Step"
            guard let colon = heading.firstIndex(of: ":") else {
                problem(number, "write a\(isExercise ? "n exercise" : " step") heading as '## \(kind): <title>'")
                section = .step
                steps.append(StepDraft(title: heading, line: number, isExercise: isExercise))
                return
            }
            if sawQuiz { problem(number, "steps come before the quiz") }
            let stepTitle = heading[heading.index(after: colon)...].trimmingWhitespace
            if stepTitle.isEmpty { problem(number, "the \(isExercise ? "exercise" : "step") has no title after '\(kind):'") }
            steps.append(StepDraft(title: stepTitle, line: number, isExercise: isExercise))
            section = .step
        } else {
            problem(number, "unknown section '\(heading)'; expected '## Step: <title>', '## Exercise: <title>' or '## Quiz'")
        }
    }

    private mutating func startQuestion(_ prompt: String, number: Int) {
        guard section == .quiz || section == .question else {
            problem(number, "a question ('### …') belongs in the '## Quiz' section")
            return
        }
        questions.append(QuestionDraft(prompt: prompt.trimmingWhitespace, line: number))
        section = .question
    }

    // MARK: - Lines

    private static let headerKeys: Set = ["id", "number", "scene", "summary"]
    private static let stepKeys: Set = ["try", "hint", "goal"]
    private static let exerciseKeys: Set = ["starter", "solution", "check", "release"]
    private static let questionKeys: Set = ["answer", "why"]

    private mutating func keyed(_ key: String, _ value: String, number: Int) {
        switch section {
        case .header where Self.headerKeys.contains(key):
            if fields[key] != nil { problem(number, "'\(key):' is given twice") }
            fields[key] = (value, number)
        case .step where Self.stepKeys.contains(key):
            stepKey(key, value, number: number)
        case .step where Self.exerciseKeys.contains(key) && steps.last?.isExercise == true:
            exerciseKey(key, value, number: number)
        case .question where Self.questionKeys.contains(key):
            questionKey(key, value, number: number)
        default:
            let allowed: Set<String> = switch section {
            case .header: Self.headerKeys
            case .step: steps.last?.isExercise == true ? Self.stepKeys.union(Self.exerciseKeys) : Self.stepKeys
            case .quiz, .question: Self.questionKeys
            }
            problem(number, "unknown key '\(key):' here; expected one of: \(allowed.sorted().joined(separator: ", "))")
        }
    }

    private mutating func stepKey(_ key: String, _ value: String, number: Int) {
        guard !steps.isEmpty else { return }
        let index = steps.count - 1
        switch key {
        case "try":
            checkTry(value, number: number)
            steps[index].tries.append(value)
            steps[index].tryLines.append(number)
        case "hint":
            // `hint: [no cycles] …`: tied to that part of the goal.
            var (part, text): (GoalExpression.Condition?, String) = (nil, value)
            if value.hasPrefix("["), let close = value.firstIndex(of: "]") {
                let clause = String(value[value.index(after: value.startIndex)..<close])
                switch GoalExpression.parse(clause, commands: commands) {
                case .success(let goal) where goal.conditions.count == 1:
                    part = goal.conditions[0]
                    text = value[value.index(after: close)...].trimmingWhitespace
                case .success:
                    problem(number, "hint: '[\(clause)]' names more than one goal part; tie a hint to one")
                case .failure(let error):
                    problem(number, "hint: '[\(clause)]' is no goal part: \(error.message)")
                }
            }
            steps[index].hints.append(text)
            steps[index].hintParts.append(part)
            steps[index].hintLines.append(number)
        default:
            steps[index].goalLines.append(number)
            switch GoalExpression.parse(value, commands: commands) {
            case .success(let goal):
                steps[index].goal = goal
                // The comparison with the solution is a law `check` applies: no goal can state it.
                for law in goal.conditions where law.isSolutionLaw {
                    problem(number, "'\(law.clause)' is a law every exercise check applies, not a goal; tie a hint to it instead: hint: [\(law.clause)] …")
                }
            case .failure(let error): problem(number, error.message)
            }
        }
    }

    /// `starter:` and `solution:` name Swift files beside the lesson text; `check:` a Swift file or
    /// a folder of them (and may be given more than once), beside the text or else in the folder
    /// above it, where sources several lessons' checks share are kept. Each must exist.
    private mutating func exerciseKey(_ key: String, _ value: String, number: Int) {
        let index = steps.count - 1
        if key == "release" {
            // An action on the check scene, as a `try:` is: checked the same way.
            checkTry(value, number: number)
            steps[index].releases.append((value, number))
            return
        }
        guard !value.isEmpty else {
            problem(number, "'\(key):' names no file")
            return
        }
        // Only a check scene may come from the folder above: a starter or solution is the
        // lesson's own, and a typo must not find a file of the same name elsewhere.
        let (path, kind) = key == "check"
            ? Self.exercisePath(value, besideLessonFile: file) : Self.found(SourceScene.absolute(value, besideLessonFile: file))
        if kind == nil {
            problem(number, "\(key): no \(key == "check" ? "file or folder" : "file") at \(path)")
        } else if kind == .folder {
            if key != "check" { problem(number, "\(key): \(path) is a folder; name a .swift file") }
        } else if !value.hasSuffix(".swift") {
            problem(number, "\(key): '\(value)' is not a .swift file")
        }
        switch key {
        case "starter": steps[index].starters.append((path, number))
        case "solution": steps[index].solutions.append((path, number))
        default: steps[index].checkSources.append((path, number))
        }
    }

    /// `value` beside the lesson file when something is there, else in the folder above it (the
    /// lessons folder, in the source tree, where the lesson texts sit one folder deeper than in the
    /// installed and bundled copies); with what is there, nil when nothing is.
    private static func exercisePath(_ value: String, besideLessonFile lessonFile: String) -> (String, FileKind?) {
        let beside = found(SourceScene.absolute(value, besideLessonFile: lessonFile))
        guard !value.hasPrefix("/"), beside.1 == nil else { return beside }
        let above = found(SourceScene.absolute("../" + value, besideLessonFile: lessonFile))
        return above.1 == nil ? beside : above
    }

    /// `path`, with what is there.
    private static func found(_ path: String) -> (String, FileKind?) {
        (path, FileKind.of(path))
    }

    private mutating func questionKey(_ key: String, _ value: String, number: Int) {
        guard !questions.isEmpty else { return }
        let index = questions.count - 1
        let afterChoice = questions[index].afterChoice
        questions[index].afterChoice = false
        if key == "answer" {
            if questions[index].answer != nil { problem(number, "the question has two answers") }
            questions[index].answer = value.lowercased()
        } else if afterChoice, let last = questions[index].choices.indices.last {
            questions[index].choices[last].why = value
        } else {
            if questions[index].why != nil {
                problem(number, "the question has two 'why:' lines; a 'why:' right after a choice explains that choice")
            }
            questions[index].why = value
        }
    }

    private mutating func addChoice(_ choice: QuizQuestion.Choice, number: Int) {
        let index = questions.count - 1
        let expected = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(min(questions[index].choices.count, 25))))
        if choice.letter != expected { problem(number, "choice '\(choice.letter))' should be '\(expected))'") }
        questions[index].choices.append(ChoiceDraft(choice: choice, line: number))
        questions[index].afterChoice = true
    }

    private mutating func prose(_ line: String, number: Int) {
        switch section {
        case .header:
            if title != nil { introduction.append(line) } else if !line.isEmpty {
                problem(number, "text before the title; the first line should be '# <title>'")
            }
        case .step:
            steps[steps.count - 1].prose.append(line)
        case .quiz:
            if !line.isEmpty { problem(number, "text outside a question; start questions with '### '") }
        case .question:
            guard !line.isEmpty else { return }
            questions[questions.count - 1].prompt += " " + line
            questions[questions.count - 1].afterChoice = false
        }
    }

    private mutating func checkTry(_ command: String, number: Int) {
        switch LineTokenizer().words(of: command) {
        case .failure:
            problem(number, "try: '\(command)' has an unterminated quote")
        case .success(let words):
            guard let first = words.first else {
                problem(number, "try: names no command")
                return
            }
            if commands.command(named: first) == nil { problem(number, "try: unknown command '\(first)'") }
        }
    }

    // MARK: - Checks

    private mutating func required(_ key: String) -> (value: String, line: Int)? {
        guard let field = fields[key], !field.value.isEmpty else {
            problem(1, "missing '\(key): …' line under the title")
            return nil
        }
        return field
    }

    private mutating func check(_ step: StepDraft) {
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
        if step.hints.isEmpty { problem(step.line, "\(name) has no 'hint:' line") }
        // A hint tied to a part the goal does not have would never be chosen. An exercise's check
        // also says `no cycles` and `freed <Type>` by its memory laws, goal or not, and compares
        // every action with the solution's (`same messages as the solution`, `same screen …`).
        let goalParts = step.goal?.conditions ?? []
        for (part, line) in zip(step.hintParts, step.hintLines) {
            guard let part, !goalParts.contains(part) else { continue }
            let isLaw: Bool = switch part {
            case .noCycles, .freed, .sameMessagesAsSolution, .sameScreenAsSolution: true
            default: false
            }
            if !(step.isExercise && isLaw) {
                problem(line, "\(name): the hint's part is not in the step's goal: \(GoalExpression(conditions: [part]).description)")
            }
        }
        if step.hints.count > 3 { problem(step.line, "\(name) has \(step.hints.count) hints; at most 3") }
        if step.isExercise { checkExercise(step, name: "exercise '\(step.title)'") }
    }

    /// An exercise needs starters, a solution for each (same file names) and a check scene.
    private mutating func checkExercise(_ step: StepDraft, name: String) {
        if step.starters.isEmpty { problem(step.line, "\(name) has no 'starter:' line naming a file the learner starts from") }
        if step.checkSources.isEmpty {
            problem(step.line, "\(name) has no 'check:' line naming the Swift scene that builds the learner's types")
        }
        if step.releases.isEmpty {
            // The memory laws need a moment the scene lets go: without one, an object kept past it passes.
            problem(step.line, "\(name) has no 'release:' line naming the action that lets the check scene's screen or module go (tap close, tap back)")
        }
        let starterNames = step.starters.map { LessonExercise.fileName($0.path) }
        let solutionNames = step.solutions.map { LessonExercise.fileName($0.path) }
        if Set(starterNames).count < starterNames.count, let line = step.starters.last?.line {
            problem(line, "\(name) has two starters named alike; the workspace holds one file per name")
        }
        for (starter, fileName) in zip(step.starters, starterNames) where !solutionNames.contains(fileName) {
            problem(starter.line, "\(name): starter \(fileName) has no 'solution:' file of the same name")
        }
        for (solution, fileName) in zip(step.solutions, solutionNames) where !starterNames.contains(fileName) {
            problem(solution.line, "\(name): solution \(fileName) has no 'starter:' file of the same name")
        }
    }

    private mutating func check(_ question: QuestionDraft) {
        if question.choices.count < 2 { problem(question.line, "the question needs at least two choices ('- a) …')") }
        if let answer = question.answer {
            if !question.choices.contains(where: { $0.choice.letter == answer }) {
                problem(question.line, "answer '\(answer)' is not one of the choices")
            } else {
                // A wrong answer is told why it is wrong, so every wrong choice needs its own line.
                for draft in question.choices where draft.choice.letter != answer && draft.why == nil {
                    problem(draft.line, "choice '\(draft.choice.letter))' is not the answer and has no 'why:' line right after it, saying why it is not right")
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
        let answers = questions.compactMap(\.answer)
        guard answers.count >= 2 else { return [] }
        let counts = Dictionary(answers.map { ($0, 1) }, uniquingKeysWith: +)
        // At most one letter can hold more than half, so which one is found first does not matter.
        guard let (letter, count) = counts.first(where: { $0.value * 2 > answers.count }) else { return [] }
        return [LessonProblem(
            file: file, line: quizLine,
            message: "\(count) of \(answers.count) right answers are '\(letter)'; spread them so no letter holds more than half")]
    }

    private mutating func problem(_ line: Int, _ message: String) {
        problems.append(LessonProblem(file: file, line: line, message: message))
    }

    // MARK: - Helpers

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar.value != 0x09) || (0x7F..<0xA0).contains(scalar.value)
    }

    /// `key: value`, where the key is lowercase letters only.
    private static func keyValue(_ line: String) -> (String, String)? {
        // A key is at most 12 lowercase ASCII letters, so only the first 13 bytes can hold its colon;
        // looking no further keeps prose lines cheap (they are most of a lesson).
        let head = line.utf8.prefix(13)
        guard let colon = head.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let key = line[..<colon]
        guard !key.isEmpty, key.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else { return nil }
        let value = line[line.index(after: colon)...].trimmingWhitespace
        return (String(key), value)
    }

    /// `- a) text`
    private static func choice(_ line: String) -> QuizQuestion.Choice? {
        let rest = line.dropFirst(2)
        guard rest.count >= 3, let letter = rest.first, letter.isASCII, letter.isLowercase,
            rest.dropFirst().first == ")"
        else { return nil }
        return QuizQuestion.Choice(
            letter: String(letter), text: rest.dropFirst(2).trimmingWhitespace)
    }

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
