import LessonFormat
import Progress

/// How a learner's saved answers score against a lesson's quiz.
struct QuizScore {
    let lesson: LessonText
    let progress: LessonProgress

    /// Whether question `number` (1-based) was answered, and rightly.
    func answer(to number: Int) -> (letter: String, right: Bool)? {
        guard let letter = progress.answers[String(number)], lesson.quiz.indices.contains(number - 1) else {
            return nil
        }
        return (letter, lesson.quiz[number - 1].answer == letter)
    }

    /// Questions answered rightly.
    var right: Int {
        numbers.filter { answer(to: $0)?.right == true }.count
    }

    /// The first question not yet answered rightly (1-based), or `nil` when all are.
    var current: Int? {
        numbers.first { answer(to: $0)?.right != true }
    }

    /// The quiz in numbers: answered, right first time, and first answers never recorded.
    var tally: QuizTally {
        let firstTime = numbers.filter { progress.firstAnswers[String($0)] == lesson.quiz[$0 - 1].answer }.count
        let unrecorded = numbers.filter { answer(to: $0)?.right == true && progress.firstAnswers[String($0)] == nil }.count
        return QuizTally(questions: lesson.quiz.count, answered: right, rightFirstTime: firstTime, unrecorded: unrecorded)
    }

    /// Question numbers, 1-based.
    private var numbers: [Int] {
        lesson.quiz.indices.map { $0 + 1 }
    }
}
