import LessonFormat
import Lessons
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

    /// At start the greeting asks a `LessonWalk`, which parses only the texts it reaches: it must
    /// answer as the catalog does, the lesson left open or done, named by id or number.
    @Test func aWalkResumesWhereTheCatalogDoes() throws {
        let shipped = try #require(LessonTextDirectory.bundled())
        let library = LessonLibrary(scenes: LessonScenes.catalog)
        let catalog = library.catalog(folders: [shipped]).catalog
        var states = [LearnerProgress(lessons: ["gone": LessonProgress(step: 3)])]
        for (index, lesson) in catalog.lessons.enumerated() {
            var done = LearnerProgress(lastLesson: lesson.id)
            for earlier in catalog.lessons[...index] { done.lessons[earlier.id] = finished(earlier) }
            var open = done
            open.lessons[lesson.id] = LessonProgress(step: 1)
            var byNumber = open
            byNumber.lastLesson = String(lesson.number)
            states += [done, open, byNumber]
        }
        for progress in states {
            let walk = try #require(LessonWalk(library.outlines(folders: [shipped]), library: library))
            let expected = catalog.lessonToResume(progress)
            let found = walk.lessonToResume(progress)
            #expect(found?.lesson == expected?.lesson && found?.wasOpen == expected?.wasOpen, "\(progress)")
        }
    }

    /// Start-up reads the catalog to fit saved steps only when the outlines say a record could change.
    @Test func fittingIsAskedForOnlyWhenASavedRecordCouldLiePastItsLesson() throws {
        let shipped = try #require(LessonTextDirectory.bundled())
        let library = LessonLibrary(scenes: LessonScenes.catalog)
        let catalog = library.catalog(folders: [shipped]).catalog
        let outlines = library.outlines(folders: [shipped]).map(\.outline)
        let renderable = try #require(catalog.lesson(named: "renderable"))
        let store = ProgressStore(file: nil)
        #expect(!store.mayNeedFitting(outlines))
        store.update(renderable.id) { $0 = self.finished(renderable) }
        store.update("no-such-lesson") { $0.step = 99 }
        #expect(!store.mayNeedFitting(outlines), "every step within its lesson; a lesson no file gives is never fitted")
        store.update(renderable.id) { $0.step = renderable.steps.count }
        #expect(store.mayNeedFitting(outlines))
        #expect(!store.fit(to: catalog).isEmpty)
        #expect(!store.mayNeedFitting(outlines), "fitted")
        store.update(renderable.id) { $0.countCommand(atStep: renderable.steps.count) }
        #expect(store.mayNeedFitting(outlines), "a count of a step past the end is fitted too")
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
