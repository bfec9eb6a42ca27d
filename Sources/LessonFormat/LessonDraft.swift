/// A lesson text as read, line by line, before anything is judged: what each line said and where.
/// `LessonTextReader` makes one from text alone, `LessonDraftChecker` judges it, given what is at
/// the paths it names (`namedPaths`), which only `LessonLibrary` looks up on disk.
package struct LessonDraft: Sendable {
    struct StepDraft: Sendable {
        var title: String
        var line: Int
        var prose: [String] = []
        var tries: [String] = []
        var tryLines: [Int] = []
        var hints: [String] = []
        var hintParts: [[GoalExpression.Condition]] = []
        var hintLines: [Int] = []
        var goal: GoalExpression?
        var goalLines: [Int] = []
        /// `## Exercise:` rather than `## Step:`.
        var isExercise = false
        /// `starter:`, `solution:` and `check:` lines, in order.
        var files: [FileReference] = []
        /// `release:` actions: how the check scene lets the screen or module go, for the memory laws.
        var releases: [(action: String, line: Int)] = []
        /// `compiler:`: the starter is meant not to compile, with an error holding this text.
        var starterError: String?

        func files(_ key: FileReference.Key) -> [FileReference] {
            files.filter { $0.key == key }
        }
    }

    /// A path the text names, with where it may be, first choice first.
    struct FileReference: Sendable {
        enum Key: String, Sendable {
            case scene, starter, solution, check
        }

        let key: Key
        let value: String
        let line: Int
        /// Absolute paths to look at, in order: beside the lesson text, then (a check only) the
        /// folder above it, where sources several lessons' checks share are kept.
        let candidates: [String]
    }

    struct ChoiceDraft: Sendable {
        var choice: QuizQuestion.Choice
        var line: Int
        var why: String?
    }

    struct QuestionDraft: Sendable {
        var prompt: String
        var line: Int
        var choices: [ChoiceDraft] = []
        var answer: String?
        var why: String?
        /// Whether the last line that was not blank is a choice: a `why:` now explains that choice.
        var afterChoice = false
    }

    let file: String
    var title: String?
    var fields: [String: (value: String, line: Int)] = [:]
    var introduction: [String] = []
    var steps: [StepDraft] = []
    var questions: [QuestionDraft] = []
    var sawQuiz = false
    var quizLine = 0
    var lineCount = 0
    /// A `scene:` naming Swift source beside the text rather than a compiled scene.
    var sceneReference: FileReference?
    /// What is wrong on single lines, found while reading.
    var problems: [LessonProblem] = []

    init(file: String) {
        self.file = file
    }

    /// Every path the text names, for the library to look up.
    package var namedPaths: [String] {
        ([sceneReference].compactMap { $0 } + steps.flatMap(\.files)).flatMap(\.candidates)
    }
}
