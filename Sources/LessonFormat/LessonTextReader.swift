import CommandLanguage

/// Reads a lesson text line by line into a `LessonDraft`: which section each line belongs to and
/// what it says. Text only: it never looks at the disk, so the fuzzer and lint read as start-up does.
struct LessonTextReader {
    private enum Section {
        case header, step, quiz, question
    }

    let commands: CommandTable
    private(set) var draft: LessonDraft
    private var section = Section.header

    init(file: String, commands: CommandTable) {
        self.draft = LessonDraft(file: file)
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
        } else if let heading = Self.sectionHeading(line) {
            startSection(heading, number: number)
        } else if line.hasPrefix("# ") {
            if draft.title == nil && section == .header {
                draft.title = String(line.dropFirst(2)).trimmingWhitespace
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


    // MARK: - Sections

    private mutating func startSection(_ heading: String, number: Int) {
        let lowered = heading.lowercased()
        if lowered == "quiz" {
            if draft.sawQuiz { problem(number, "a lesson has one '## Quiz' section") }
            draft.sawQuiz = true
            draft.quizLine = number
            section = .quiz
        } else if Self.opensStep(lowered) {
            let isExercise = lowered.hasPrefix("exercise")
            let kind = isExercise ? "Exercise" : "Step"
            guard let colon = heading.firstIndex(of: ":") else {
                problem(number, "write a\(isExercise ? "n exercise" : " step") heading as '## \(kind): <title>'")
                section = .step
                draft.steps.append(LessonDraft.StepDraft(title: heading, line: number, isExercise: isExercise))
                return
            }
            if draft.sawQuiz { problem(number, "steps come before the quiz") }
            let stepTitle = heading[heading.index(after: colon)...].trimmingWhitespace
            if stepTitle.isEmpty { problem(number, "the \(isExercise ? "exercise" : "step") has no title after '\(kind):'") }
            draft.steps.append(LessonDraft.StepDraft(title: stepTitle, line: number, isExercise: isExercise))
            section = .step
        } else {
            problem(number, "unknown section '\(heading)'; expected '## Step: <title>', '## Exercise: <title>' or '## Quiz'")
        }
    }

    /// The heading of a `## ` line (trimmed), without the marks; nil for any other line.
    static func sectionHeading(_ trimmedLine: String) -> String? {
        trimmedLine.hasPrefix("## ") ? String(trimmedLine.dropFirst(3)).trimmingWhitespace : nil
    }

    /// Whether a `## ` heading (its text lowercased, after the `## `) starts a step or an exercise:
    /// one place, which `LessonTextOutline` counts steps by too.
    static func opensStep(_ lowered: String) -> Bool {
        lowered != "quiz" && (lowered.hasPrefix("step") || lowered.hasPrefix("exercise"))
    }

    /// Still reading the lines above the first step (the title, fields and introduction).
    var isInHeader: Bool { section == .header }

    private mutating func startQuestion(_ prompt: String, number: Int) {
        guard section == .quiz || section == .question else {
            problem(number, "a question ('### …') belongs in the '## Quiz' section")
            return
        }
        draft.questions.append(LessonDraft.QuestionDraft(prompt: prompt.trimmingWhitespace, line: number))
        section = .question
    }

    // MARK: - Lines

    private static let headerKeys: Set = ["id", "number", "scene", "summary"]
    private static let stepKeys: Set = ["try", "hint", "goal"]
    private static let exerciseKeys: Set = ["starter", "solution", "check", "release", "compiler"]
    private static let questionKeys: Set = ["answer", "why"]

    private mutating func keyed(_ key: String, _ value: String, number: Int) {
        switch section {
        case .header where Self.headerKeys.contains(key):
            if draft.fields[key] != nil { problem(number, "'\(key):' is given twice") }
            draft.fields[key] = (value, number)
        case .step where Self.stepKeys.contains(key):
            stepKey(key, value, number: number)
        case .step where Self.exerciseKeys.contains(key) && draft.steps.last?.isExercise == true:
            exerciseKey(key, value, number: number)
        case .question where Self.questionKeys.contains(key):
            questionKey(key, value, number: number)
        default:
            let allowed: Set<String> = switch section {
            case .header: Self.headerKeys
            case .step: draft.steps.last?.isExercise == true ? Self.stepKeys.union(Self.exerciseKeys) : Self.stepKeys
            case .quiz, .question: Self.questionKeys
            }
            problem(number, "unknown key '\(key):' here; expected one of: \(allowed.sorted().joined(separator: ", "))")
        }
    }

    private mutating func stepKey(_ key: String, _ value: String, number: Int) {
        guard !draft.steps.isEmpty else { return }
        let index = draft.steps.count - 1
        switch key {
        case "try":
            checkTry(value, number: number)
            draft.steps[index].tries.append(value)
            draft.steps[index].tryLines.append(number)
        case "hint":
            // `hint: [no cycles] …`: tied to that part of the goal; `[freed A and no cycles] …`
            // to each of those parts.
            var (parts, text): ([GoalExpression.Condition], String) = ([], value)
            if value.hasPrefix("["), let close = value.firstIndex(of: "]") {
                let clause = String(value[value.index(after: value.startIndex)..<close])
                switch GoalExpression.parse(clause, commands: commands) {
                case .success(let goal):
                    parts = goal.conditions
                    text = value[value.index(after: close)...].trimmingWhitespace
                case .failure(let error):
                    problem(number, "hint: '[\(clause)]' is no goal part: \(error.message)")
                }
            }
            draft.steps[index].hints.append(text)
            draft.steps[index].hintParts.append(parts)
            draft.steps[index].hintLines.append(number)
        default:
            draft.steps[index].goalLines.append(number)
            switch GoalExpression.parse(value, commands: commands) {
            case .success(let goal): draft.steps[index].goal = goal
            case .failure(let error): problem(number, error.message)
            }
        }
    }

    /// `starter:` and `solution:` name Swift files beside the lesson text; `check:` a Swift file or
    /// a folder of them (and may be given more than once), beside the text or else in the folder
    /// above it, where sources several lessons' checks share are kept. Whether each exists is
    /// judged later, by `LessonDraftChecker`, once the library has looked.
    private mutating func exerciseKey(_ key: String, _ value: String, number: Int) {
        let index = draft.steps.count - 1
        if key == "release" {
            // An action on the check scene, as a `try:` is: checked the same way.
            checkTry(value, number: number)
            draft.steps[index].releases.append((value, number))
            return
        }
        if key == "compiler" {
            // The compiler's words the starter is meant to meet: lint asks that it does.
            if value.isEmpty { problem(number, "'compiler:' names no text of the compiler's error") }
            if draft.steps[index].starterError != nil { problem(number, "'compiler:' is given twice") }
            draft.steps[index].starterError = value
            return
        }
        guard !value.isEmpty, let fileKey = LessonDraft.FileReference.Key(rawValue: key) else {
            problem(number, "'\(key):' names no file")
            return
        }
        let beside = SourceScene.absolute(value, besideLessonFile: draft.file)
        // Only a check scene may come from the folder above: a starter or solution is the
        // lesson's own, and a typo must not find a file of the same name elsewhere.
        let candidates = fileKey == .check && !value.hasPrefix("/")
            ? [beside, SourceScene.absolute("../" + value, besideLessonFile: draft.file)] : [beside]
        draft.steps[index].files.append(
            LessonDraft.FileReference(key: fileKey, value: value, line: number, candidates: candidates))
    }

    private mutating func questionKey(_ key: String, _ value: String, number: Int) {
        guard !draft.questions.isEmpty else { return }
        let index = draft.questions.count - 1
        let afterChoice = draft.questions[index].afterChoice
        draft.questions[index].afterChoice = false
        if key == "answer" {
            if draft.questions[index].answer != nil { problem(number, "the question has two answers") }
            draft.questions[index].answer = value.lowercased()
        } else if afterChoice, let last = draft.questions[index].choices.indices.last {
            draft.questions[index].choices[last].why = value
        } else {
            if draft.questions[index].why != nil {
                problem(number, "the question has two 'why:' lines; a 'why:' right after a choice explains that choice")
            }
            draft.questions[index].why = value
        }
    }

    private mutating func addChoice(_ choice: QuizQuestion.Choice, number: Int) {
        let index = draft.questions.count - 1
        let expected = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(min(draft.questions[index].choices.count, 25))))
        if choice.letter != expected { problem(number, "choice '\(choice.letter))' should be '\(expected))'") }
        draft.questions[index].choices.append(LessonDraft.ChoiceDraft(choice: choice, line: number))
        draft.questions[index].afterChoice = true
    }

    private mutating func prose(_ line: String, number: Int) {
        switch section {
        case .header:
            if draft.title != nil { draft.introduction.append(line) } else if !line.isEmpty {
                problem(number, "text before the title; the first line should be '# <title>'")
            }
        case .step:
            draft.steps[draft.steps.count - 1].prose.append(line)
        case .quiz:
            if !line.isEmpty { problem(number, "text outside a question; start questions with '### '") }
        case .question:
            guard !line.isEmpty else { return }
            draft.questions[draft.questions.count - 1].prompt += " " + line
            draft.questions[draft.questions.count - 1].afterChoice = false
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
    /// The draft, once every line is read: `lineCount` lines, the last one's number.
    mutating func finish(lineCount: Int) -> LessonDraft {
        draft.lineCount = lineCount
        if let scene = draft.fields["scene"], SourceScene.isReference(scene.value) {
            // Swift source beside the text: built by `load` when the lesson opens.
            let path = SourceScene.absolute(scene.value, besideLessonFile: draft.file)
            draft.sceneReference = LessonDraft.FileReference(key: .scene, value: scene.value, line: scene.line, candidates: [path])
        }
        return draft
    }

    private mutating func problem(_ line: Int, _ message: String) {
        draft.problems.append(LessonProblem(file: draft.file, line: line, message: message))
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
}
