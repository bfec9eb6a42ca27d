import LessonFormat
extension TerminalView: QuizRendering {
    package func render(_ quiz: QuizRenderable) {
        var lines = [style.paint("Quiz: \(quiz.lessonTitle)", .bold)]
        for question in quiz.questions {
            lines += wrapped(["\(question.number). \(question.prompt)"], hanging: "   ")
            lines += question.choices.flatMap { wrapped(["\($0.letter)) \($0.text)"], indent: "   ", hanging: "      ") }
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
        if answer.right {
            lines += wrapped([style.check + " \(answer.question). \(answer.letter) is right. \(answer.why)"])
                .map { style.paint($0, .green) }
        } else {
            let why = answer.why.isEmpty ? "think again, then answer once more." : answer.why
            lines += wrapped([style.cross + " \(answer.question). \(answer.letter) is not right: \(why)"])
                .map { style.paint($0, .red) }
        }
        lines += wrapped([answer.next])
        write(lines)
    }
}
