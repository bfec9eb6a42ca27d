import LessonFormat
extension TerminalView: QuizRendering {
    package func render(_ quiz: QuizRenderable) {
        var lines = [style.paint("Quiz: \(quiz.lessonTitle)", .bold)]
        for question in quiz.questions {
            lines += wrapped(["\(question.number). \(style.routeSpelt(question.prompt))"], hanging: "   ")
            lines += question.choices.flatMap {
                wrapped(["\($0.letter)) \(style.routeSpelt($0.text))"], indent: "   ", hanging: "      ")
            }
            if let answered = question.answered {
                let verdict = answered.right ? style.paint("right", .green) : style.paint("not right", .red)
                lines.append("   your answer: \(answered.letter) (\(verdict))")
            } else {
                lines.append("   not answered yet")
            }
        }
        if let current = quiz.current {
            lines.append("Answer question \(current) with: answer <letter>")
        } else {
            lines.append(style.paint(style.check + " every question answered rightly", .green))
        }
        write(lines)
    }

    package func render(_ answer: AnswerRenderable) {
        var lines: [String] = []
        let why = style.routeSpelt(answer.why)
        if answer.right {
            lines += wrapped([style.check + " \(answer.question). \(answer.letter) is right. \(why)"])
                .map { style.paint($0, .green) }
        } else {
            let why = why.isEmpty ? "think again, then answer once more." : why
            lines += wrapped([style.cross + " \(answer.question). \(answer.letter) is not right: \(why)"])
                .map { style.paint($0, .red) }
        }
        lines += wrapped([Self.words(for: answer.next, question: answer.question)])
        write(lines)
    }

    private static func words(for next: AnswerRenderable.Next, question: Int) -> String {
        switch next {
        case .sameQuestion: "Question \(question) is still open: 'quiz' shows it again."
        case .question(let upcoming): "Next: question \(upcoming) — type 'quiz' to read it."
        case .quizDone(let tally, let lesson) where tally.unrecorded == 0:
            "Quiz done: \(tally.rightFirstTime) of \(tally.questions) right first time. " + nextLessonWords(lesson)
        case .quizDone(let tally, let lesson): "Quiz done (\(tally)). " + nextLessonWords(lesson)
        }
    }

    /// Where to go once a lesson is done: the catalog's next lesson, or the end of the catalog.
    static func nextLessonWords(_ next: LessonPointer?) -> String {
        guard let next else { return "No lesson comes after this one." }
        return "Next: 'open \(next.number)' (\(next.title))."
    }
}
