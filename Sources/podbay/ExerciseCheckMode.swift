import Inspector
import LessonFormat
import LessonKit
import Loader
import Tutor

/// A loaded podbay built for `check`, checking: no prompt, no session. It builds the scene it
/// carries (the lesson's check scene with the learner's types), plays the exercise step's actions,
/// checks its goal on the live objects, writes the verdict on its own channel (never standard
/// output, which the learner's code writes to) and exits: 0 passed, 1 not passed, 2 when there is
/// nothing to check.
struct ExerciseCheckMode {
    let lessonID: String
    let stepIndex: Int
    let lessonsFolder: String?

    func run(verdictChannel: VerdictChannel?) -> Int32 {
        guard let verdictChannel else {
            print("check: this podbay was given no channel for its verdict")
            return 2
        }
        guard let carried = LoadedScene.carried else {
            print("check: this podbay carries no exercise scene")
            return 2
        }
        let catalog = LessonShelf.library().catalog(folders: LessonShelf.folders(extra: lessonsFolder)).catalog
        guard let lesson = catalog.lesson(named: lessonID), lesson.steps.indices.contains(stepIndex) else {
            print("check: no lesson \(lessonID) with a step \(stepIndex + 1)")
            return 2
        }
        var run = ExerciseCheckRun(inspector: InspectorSession())
        // Said before each action, so that a trap in it can be said with when it happened.
        run.willPlay = { progress in LoadedPodbayProtocol.sendProgress(progress, to: verdictChannel) }
        let verdict = run.verdict(lesson: lesson, stepIndex: stepIndex, scene: carried.builder)
        LoadedPodbayProtocol.send(verdict, to: verdictChannel)
        return verdict.passed ? 0 : 1
    }
}
