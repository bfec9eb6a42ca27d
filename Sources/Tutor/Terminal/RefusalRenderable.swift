package import CommandLanguage
package import LessonFormat

/// Why a command was not run, as data. The terminal view says it in words
/// (`TerminalView+Refusal`), so every refusal's wording lives in one place.
package enum RefusalRenderable: Error, Equatable, Sendable {
    /// The line itself was wrong: unknown command, wrong number of words, bad options.
    case command(CommandRefusal)
    /// No lesson is open; `orOwnObjects` adds that `graph --self` works without one.
    case noLesson(orOwnObjects: Bool)
    /// `meant`: the lesson the name most likely meant (`rout` → `routing`).
    case noSuchLesson(CommandSpec, String, known: [String], meant: String?)
    case noSuchLessonToReset(CommandSpec, String)
    case sceneMissing(lesson: Int, sceneID: String)
    case noSuchHelpTopic(CommandSpec, String, suggestion: String?)
    /// `reset` alone from a pipe or a script: nobody is there to answer the question.
    case resetNeedsAll(CommandSpec)
    case firstStep
    /// `next`, `step`… on loaded code (`load`), which opens as a lesson without steps.
    case noSteps(title: String)
    /// `next` before the step's goal holds; `missing` is the part that does not, in words.
    case goalNotMet(missing: String)
    /// `next` on an exercise step before `check` passed it.
    case exerciseNotPassed
    case quizDone(lessonID: String)
    case noSuchChoice(CommandSpec, question: Int, letters: [String], choice: String)
    /// The scene refused an action; `target` is what the action named and what the scene offers.
    case sceneRefused(CommandSpec, reason: String, target: SceneActionTarget?)
    case noObjectsToGraph
    case unknownObject(CommandSpec, String, live: [String])
    /// A type named alone while several of its objects are alive: which one is meant is unsaid.
    case severalObjects(CommandSpec, String, live: [String])
    case freedObject(String)
    /// The object named is one an earlier lesson leaked (`interaction:Type#n`): alive, but not
    /// one the open lesson's commands read; `why` answers for it.
    case earlierObject(String)
    /// Ctrl-C stopped a walk after it had found `found` objects; nothing was printed.
    case walkInterrupted(found: Int)
}

/// Views that can say why a command was not run.
package protocol RefusalRendering: AnyObject {
    func render(_ refusal: RefusalRenderable)
}
