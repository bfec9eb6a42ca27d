import Foundation
import Inspector
import LessonFormat
import Lessons
import Progress
import Testing
import TestSupport
import Tutor

/// `reset exercise` asks first; yes puts the starters back and says so, no keeps the learner's files.
@Suite struct ExerciseResetTests {
    /// Answers every question with `yes`, at once.
    private final class Answering: Confirming {
        let yes: Bool
        init(yes: Bool) { self.yes = yes }
        func confirm(_ question: String, then answer: @escaping (Bool) -> Void) -> Bool {
            answer(yes)
            return true
        }
    }

    private func reset(answering yes: Bool) throws -> (view: RecordingView, file: String, starter: String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = InspectorSession()
        let navigation = LessonNavigation(scenes: LessonScenes.catalog, inspector: session)
        let lesson = try #require(try bundledLessons().first { $0.id == "interaction" })
        let stepIndex = try #require(lesson.steps.firstIndex { $0.exercise != nil })
        _ = try #require(navigation.open(lesson, atStep: stepIndex))
        let exercise = try #require(lesson.steps[stepIndex].exercise)
        let interaction = ExerciseInteraction(checker: nil, workspace: ExerciseWorkspace(root: folder.path), progress: ProgressStore(file: nil))
        let view = RecordingView()
        let answering = Answering(yes: yes)
        interaction.use(navigation)
        interaction.use(view)
        interaction.use(confirming: answering)
        interaction.didRunCommand(.next)
        guard case .workspace(let workspace, let files, _, _)? = view.exercises.first, let name = files.first else {
            Issue.record("no workspace said: \(view.exercises)")
            return (view, "", "")
        }
        let file = workspace + "/" + name
        try Data("// my edit\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(interaction.didAskToResetExercise() == .ran)
        let starter = try String(contentsOfFile: try #require(exercise.starters.first), encoding: .utf8)
        return (view, try String(contentsOfFile: file, encoding: .utf8), starter)
    }

    /// The workspace is said once a session when the step is reached, and again on `step`.
    @Test func stepSaysTheWorkspaceAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let navigation = LessonNavigation(scenes: LessonScenes.catalog, inspector: InspectorSession())
        let lesson = try #require(try bundledLessons().first { $0.id == "interaction" })
        let stepIndex = try #require(lesson.steps.firstIndex { $0.exercise != nil })
        _ = try #require(navigation.open(lesson, atStep: stepIndex))
        let interaction = ExerciseInteraction(checker: nil, workspace: ExerciseWorkspace(root: folder.path), progress: ProgressStore(file: nil))
        let view = RecordingView()
        interaction.use(navigation)
        interaction.use(view)
        interaction.didRunCommand(.next)
        interaction.didRunCommand(.screen)
        #expect(view.exercises.count == 1, "said once: \(view.exercises)")
        interaction.didRunCommand(.step)
        #expect(view.exercises.count == 2, "said again on step: \(view.exercises)")
        guard case .workspace(let workspace, let files, let copied, let untouched)? = view.exercises.last, let name = files.first else {
            Issue.record("expected the workspace, got \(view.exercises)")
            return
        }
        // Nothing copied this time, and the file is the starter still: not "kept as you left them".
        #expect(copied.isEmpty)
        #expect(untouched == ["PodBayDoorsInteraction.swift"])
        try Data("// my edit\n".utf8).write(to: URL(fileURLWithPath: workspace + "/" + name))
        interaction.didRunCommand(.step)
        guard case .workspace(_, _, _, let untouchedAfterEdit)? = view.exercises.last else {
            Issue.record("expected the workspace, got \(view.exercises)")
            return
        }
        #expect(untouchedAfterEdit.isEmpty, "an edited file is the learner's")
    }

    @Test func yesPutsTheStartersBackAndSaysSo() throws {
        let (view, file, starter) = try reset(answering: true)
        #expect(file == starter)
        guard case .resetDone(_, let files)? = view.exercises.last else {
            Issue.record("expected resetDone, got \(view.exercises)")
            return
        }
        #expect(files == ["PodBayDoorsInteraction.swift"])
    }

    @Test func noKeepsTheLearnersFile() throws {
        let (view, file, _) = try reset(answering: false)
        #expect(file == "// my edit\n")
        #expect(view.exercises.last == .resetDeclined)
    }
}
