import LessonFormat
import Progress
import Testing
import Tutor

/// The welcome line names the lesson to go on with: the open one unless it is done, else the
/// first one not done.
@Suite struct LessonResumeTests {
    private func finished(_ lesson: LessonText) -> LessonProgress {
        var answers: [String: String] = [:]
        for (index, question) in lesson.quiz.enumerated() { answers[String(index + 1)] = question.answer }
        return LessonProgress(step: lesson.steps.count - 1, goalsMet: Array(lesson.steps.indices), answers: answers)
    }

    @Test func aDoneLessonPointsAtTheFirstNotDone() throws {
        let lessons = try bundledLessons()
        let catalog = LessonCatalog(lessons: lessons, broken: [])
        let welcome = try #require(lessons.first { $0.number == 0 })
        let renderable = try #require(lessons.first { $0.number == 1 })

        var progress = LearnerProgress(lastLesson: renderable.id, lessons: [renderable.id: LessonProgress(step: 2)])
        #expect(catalog.lessonToResume(progress)?.lesson.id == renderable.id)
        #expect(catalog.lessonToResume(progress)?.wasOpen == true)

        progress.lessons[renderable.id] = finished(renderable)
        #expect(catalog.isDone(renderable, in: progress))
        #expect(catalog.lessonToResume(progress)?.lesson.id == welcome.id)
        #expect(catalog.lessonToResume(progress)?.wasOpen == false)

        for lesson in lessons { progress.lessons[lesson.id] = finished(lesson) }
        #expect(catalog.lessonToResume(progress) == nil)
    }

    @Test func goalsOfStepsALessonNoLongerHasDoNotMakeItDone() throws {
        let lessons = try bundledLessons()
        let catalog = LessonCatalog(lessons: lessons, broken: [])
        let lesson = try #require(lessons.first { $0.number == 1 })
        var saved = finished(lesson)
        saved.goalsMet = Array(0..<(lesson.steps.count - 1)) + [99]
        #expect(!catalog.isDone(lesson, in: LearnerProgress(lessons: [lesson.id: saved])))
    }

    /// Lesson 5 resumed at "The Joint tells the parent": the replay's two wrong passwords are
    /// forgotten and said so, so the learner has the three attempts the text promises: two
    /// mistakes of their own and the right password still signs in.
    @Test func lessonFiveResumedForgetsTheReplayedWrongAttempts() throws {
        let lessons = try bundledLessons()
        let lesson = try #require(lessons.first { $0.id == "routing" })
        let step = try #require(lesson.steps.firstIndex { $0.title == "The Joint tells the parent" })
        let progress = ProgressStore(file: nil)
        progress.update(lesson.id) { $0 = LessonProgress(step: step) }
        let sink = StringSink()
        let screen = try bundledRepl(writingTo: sink, width: 400, progress: progress)
        _ = screen.didEnter(line: "open routing")
        #expect(sink.text.contains("the AuthManager forgot the 2 wrong attempts the replay made: you have all 3"), "\(sink.text)")
        for line in ["type password dasy", "tap login", "tap login", "type password daisy", "tap login"] {
            _ = screen.didEnter(line: line)
        }
        // Past the limit the right password is refused too, and nothing is dismissed.
        #expect(sink.text.contains("LoginJoint sent .dismiss to its parent"), "\(sink.text)")
    }

    /// A finished lesson opens at step 1 on a fresh scene (resumed at its last step it would be
    /// rebuilt broken, as its steps left it), and says why; what the learner did is kept.
    @Test func aFinishedLessonOpensAgainAtItsFirstStep() throws {
        let lessons = try bundledLessons()
        let lesson = try #require(lessons.first { $0.number == 4 })
        let progress = ProgressStore(file: nil)
        progress.update(lesson.id) { $0 = self.finished(lesson) }
        let sink = StringSink()
        let screen = try bundledRepl(writingTo: sink, width: 200, progress: progress)
        _ = screen.didEnter(line: "open 4")
        #expect(sink.text.contains("(you finished this lesson: it starts again at step 1"))
        #expect(sink.text.contains("Step 1 of \(lesson.steps.count)"))
        #expect(!sink.text.contains("resuming at step"))
        #expect(progress.progress.lesson(lesson.id).goalsMet == Array(lesson.steps.indices), "goals kept")
    }
}
