import Progress
import Testing
import Tutor

/// Quizzes that teach: a wrong answer is told why, retries stay allowed, and progress counts what
/// was right the first time.
@Suite struct QuizTests {
    @Test func aWrongAnswerSaysWhyThatChoiceIsWrongAndProgressCountsFirstTries() throws {
        let lesson = try #require(try bundledLessons().first { $0.number == 0 })
        let first = try #require(lesson.quiz.first)
        let wrong = try #require(first.choices.first { $0.letter != first.answer })
        let why = try #require(wrong.why)
        let sink = StringSink()
        let screen = try bundledRepl(writingTo: sink, width: 240)
        _ = screen.didEnter(line: "open 0")
        _ = screen.didEnter(line: "answer \(wrong.letter)")
        #expect(sink.text.contains("1. \(wrong.letter) is not right: \(why)"))
        #expect(sink.text.contains("Question 1 is still open"))
        _ = screen.didEnter(line: "progress")
        #expect(sink.text.contains("quiz 0 of \(lesson.quiz.count) right,"))
        for question in lesson.quiz {
            _ = screen.didEnter(line: "answer \(question.answer)")
        }
        let right = lesson.quiz.count - 1
        #expect(sink.text.contains("Quiz done: \(right) of \(lesson.quiz.count) right first time."))
        _ = screen.didEnter(line: "progress")
        _ = screen.didEnter(line: "lessons")
        let said = "quiz \(right) of \(lesson.quiz.count) right first time"
        #expect(sink.text.components(separatedBy: said).count - 1 == 2, "progress and the catalog both say it")
    }

    /// A finished lesson names the next one: once its quiz is done, and on `next` at its last
    /// step, which points at the quiz only while questions are left. The last lesson says so.
    @Test func theEndOfALessonNamesTheLessonToOpenNext() throws {
        let lessons = try bundledLessons()
        let first = try #require(lessons.first)
        let last = try #require(lessons.last)
        let after = try #require(lessons.dropFirst().first)
        let progress = ProgressStore(file: nil)
        for lesson in [first, last] {
            _ = progress.update(lesson.id) { saved in
                saved.step = lesson.steps.count - 1
                saved.markGoalMet(lesson.steps.count - 1)
            }
        }
        let sink = StringSink()
        let screen = try bundledRepl(writingTo: sink, width: 240, progress: progress)
        let ending = "That was the last step of lesson \(first.number)"
        let pointer = "Next: 'open \(after.number)' (\(after.title))."

        _ = screen.didEnter(line: "open \(first.id)")
        _ = screen.didEnter(line: "next")
        #expect(sink.text.contains(ending + ". Type 'quiz' for its questions."))
        #expect(!sink.text.contains(pointer))
        for question in first.quiz { _ = screen.didEnter(line: "answer \(question.answer)") }
        #expect(sink.text.contains("right first time. " + pointer))
        _ = screen.didEnter(line: "next")
        #expect(sink.text.contains(ending + ", and its quiz is done. " + pointer))

        _ = screen.didEnter(line: "open \(last.id)")
        for question in last.quiz { _ = screen.didEnter(line: "answer \(question.answer)") }
        #expect(sink.text.contains("right first time. No lesson comes after this one."))
        _ = screen.didEnter(line: "next")
        #expect(sink.text.contains("That was the last step of lesson \(last.number), and its quiz is done. No lesson comes after this one."))
    }

    /// Answers saved by a Podbay that kept no first answers count neither way, and the tally says so.
    @Test func answersWithoutARecordedFirstTryAreCalledUnrecorded() throws {
        let lesson = try #require(try bundledLessons().first { $0.number == 0 })
        let progress = ProgressStore(file: nil)
        progress.update(lesson.id) { saved in
            for (index, question) in lesson.quiz.enumerated() { saved.answers[String(index + 1)] = question.answer }
        }
        let sink = StringSink()
        _ = try bundledRepl(writingTo: sink, width: 240, progress: progress).didEnter(line: "progress")
        let count = lesson.quiz.count
        #expect(sink.text.contains("quiz \(count) of \(count) right (0 first time, \(count) first tries not recorded)"))
    }

    @Test func theTallyCountsRightAnswersAndFirstTries() {
        #expect(QuizTally(questions: 4, answered: 4, rightFirstTime: 3).description == "quiz 3 of 4 right first time")
        #expect(QuizTally(questions: 4, answered: 2, rightFirstTime: 1).description == "quiz 2 of 4 right (1 first time)")
        #expect(QuizTally(questions: 4, answered: 0, rightFirstTime: 0).description == "quiz 0 of 4 right")
        #expect(QuizTally(questions: 4, answered: 4, rightFirstTime: 0, unrecorded: 1).description
            == "quiz 4 of 4 right (0 first time, 1 first try not recorded)")
    }

    /// Guessing one letter must not pass a quiz: no shipped lesson warns, and over the whole
    /// catalog no letter holds much more than its share.
    @Test func theShippedLessonsSpreadTheirRightAnswersOverTheLetters() throws {
        let lessons = try bundledLessons()
        #expect(lessons.flatMap(\.warnings).isEmpty)
        let answers = lessons.flatMap { $0.quiz.map(\.answer) }
        let counts = Dictionary(answers.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(counts.values.allSatisfy { $0 * 10 <= answers.count * 4 }, "\(counts.sorted { $0.key < $1.key })")
    }
}
