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
        (1...max(1, lesson.quiz.count)).filter { answer(to: $0)?.right == true }.count
    }

    /// The first question not yet answered rightly (1-based), or `nil` when all are.
    var current: Int? {
        lesson.quiz.indices.map { $0 + 1 }.first { answer(to: $0)?.right != true }
    }
}
