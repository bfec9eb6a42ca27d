/// What one learner has done in one lesson.
package struct LessonProgress: Codable, Equatable, Sendable {
    /// The step the lesson resumes at (0-based).
    package var step: Int
    /// Steps whose goal was met (0-based, sorted).
    package var goalsMet: [Int]
    /// Quiz answers by question number (1-based, as text for JSON keys) → the letter chosen last.
    package var answers: [String: String]
    /// The letter chosen first for each question, kept however often the learner tries again: what
    /// "right first time" counts. Merging two records keeps the one already there.
    package var firstAnswers: [String: String]
    /// Commands entered while at a step (0-based step, as text for JSON keys) → how many; a command
    /// that moved to another step or lesson counts at neither. Format 2.
    package var commandsTried: [String: Int]
    /// Hints given at a step (0-based step, as text) → how many. Format 2.
    package var hintsAsked: [String: Int]
    /// By exercise id (its title as a slug): checks run and whether it passed. Files written before
    /// exercises have none; an older Podbay keeps the field as one it does not know.
    package var exercises: [String: ExerciseProgress]
    /// The steps' key of the lesson text this record was made with (`LessonText.stepsKey`): a text
    /// with other steps under the same id does not inherit the record. Nil in older files.
    package var stepsKey: String?
    /// The titles of that text's steps, in order: when the text changes (steps added mid-lesson),
    /// the step and the goals are found again by title (`carried(from:to:)`). Nil in older files.
    package var stepTitles: [String]?

    package init(
        step: Int = 0, goalsMet: [Int] = [], answers: [String: String] = [:], firstAnswers: [String: String] = [:],
        commandsTried: [String: Int] = [:], hintsAsked: [String: Int] = [:], exercises: [String: ExerciseProgress] = [:],
        stepsKey: String? = nil, stepTitles: [String]? = nil
    ) {
        self.step = step
        self.goalsMet = goalsMet
        self.answers = answers
        self.firstAnswers = firstAnswers
        self.commandsTried = commandsTried
        self.hintsAsked = hintsAsked
        self.exercises = exercises
        self.stepsKey = stepsKey
        self.stepTitles = stepTitles
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case step, goalsMet, answers, firstAnswers, commandsTried, hintsAsked, exercises, stepsKey, stepTitles
    }

    /// Reads a saved record; files written before first answers, or before format 2, have none.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        step = try container.decode(Int.self, forKey: .step)
        goalsMet = try container.decode([Int].self, forKey: .goalsMet)
        answers = try container.decode([String: String].self, forKey: .answers)
        firstAnswers = try container.decodeIfPresent([String: String].self, forKey: .firstAnswers) ?? [:]
        commandsTried = try container.decodeIfPresent([String: Int].self, forKey: .commandsTried) ?? [:]
        hintsAsked = try container.decodeIfPresent([String: Int].self, forKey: .hintsAsked) ?? [:]
        exercises = try container.decodeIfPresent([String: ExerciseProgress].self, forKey: .exercises) ?? [:]
        stepsKey = try container.decodeIfPresent(String.self, forKey: .stepsKey)
        stepTitles = try container.decodeIfPresent([String].self, forKey: .stepTitles)
    }

    /// Writes the record; `exercises` only when there is one, so a file without exercises reads as
    /// it did before them.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for key in writtenKeys {
            switch key {
            case .step: try container.encode(step, forKey: key)
            case .goalsMet: try container.encode(goalsMet, forKey: key)
            case .answers: try container.encode(answers, forKey: key)
            case .firstAnswers: try container.encode(firstAnswers, forKey: key)
            case .commandsTried: try container.encode(commandsTried, forKey: key)
            case .hintsAsked: try container.encode(hintsAsked, forKey: key)
            case .exercises: try container.encode(exercises, forKey: key)
            case .stepsKey: try container.encodeIfPresent(stepsKey, forKey: key)
            case .stepTitles: try container.encodeIfPresent(stepTitles, forKey: key)
            }
        }
    }

    /// The keys `encode(to:)` writes for this record: all, but those with nothing to say.
    private var writtenKeys: [CodingKeys] {
        CodingKeys.allCases.filter { key in
            switch key {
            case .exercises: !exercises.isEmpty
            case .stepsKey: stepsKey != nil
            case .stepTitles: stepTitles != nil
            case .step, .goalsMet, .answers, .firstAnswers, .commandsTried, .hintsAsked: true
            }
        }
    }

    /// The names `encode(to:)` writes for this record (the same list): a file whose lessons hold
    /// only these has nothing this Podbay would have to keep aside for a newer one.
    var encodedKeys: Set<String> {
        Set(writtenKeys.map(\.rawValue))
    }

    package mutating func markGoalMet(_ step: Int) {
        if !goalsMet.contains(step) {
            goalsMet.append(step)
            goalsMet.sort()
        }
    }

    /// Records `letter` as the answer to question `number`, and as its first answer if it is one.
    package mutating func recordAnswer(_ letter: String, to number: Int) {
        let key = String(number)
        answers[key] = letter
        if firstAnswers[key] == nil { firstAnswers[key] = letter }
    }

    /// One more command tried at `step`.
    package mutating func countCommand(atStep step: Int) {
        commandsTried[String(step)] = Self.oneMore(commandsTried[String(step)])
    }

    /// One more hint given at `step`.
    package mutating func countHint(atStep step: Int) {
        hintsAsked[String(step)] = Self.oneMore(hintsAsked[String(step)])
    }

    /// A count one higher, stopping at `Int.max` (a count edited into the file can be anything).
    private static func oneMore(_ count: Int?) -> Int {
        let (sum, overflow) = (count ?? 0).addingReportingOverflow(1)
        return overflow ? Int.max : sum
    }

    /// Commands tried at `step` (0-based).
    package func commands(atStep step: Int) -> Int {
        commandsTried[String(step)] ?? 0
    }

    /// Hints asked at `step` (0-based).
    package func hints(atStep step: Int) -> Int {
        hintsAsked[String(step)] ?? 0
    }
}
