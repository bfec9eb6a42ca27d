import Inspector
package import LessonFormat
package import LessonKit

/// The lesson the learner is in: its text, its live scene, and where in it they are.
package final class OpenLesson {
    package let lesson: LessonText
    package let scene: LessonScene
    /// 0-based.
    package private(set) var stepIndex: Int
    /// Commands run since the current step was shown (by name), for `ran` goals; refused ones
    /// do not count.
    package private(set) var commandsRun: Set<String> = []
    /// What the learner looked at during the step, as `command Type` (`inspect BannerView`), for
    /// `inspected` and `asked why` goals: the object's type, so a step about one object is met
    /// only by looking at that object.
    package private(set) var lookedAt: Set<String> = []
    /// Objects freed by the actions run since the current step was shown, for `freed` goals:
    /// a later action that frees nothing does not undo what the learner saw.
    package private(set) var freedDuringStep: [String] = []
    /// The hints already given for the current step, by index: asked in order, the next hint is
    /// the first not given yet, so one given for what failed is not given again in its turn.
    package private(set) var hintsShown: Set<Int> = []
    /// What the last failed `check` or refused `next` found failing, until the next `hint` reads it.
    private var failure: Failure?
    /// Whether "goal met" was already said for the current step.
    var goalAnnounced = false
    /// The actions replayed from earlier steps' `try:` lines when the lesson was opened at a
    /// later step (see `LessonReplay`).
    package internal(set) var replayed: [String] = []
    /// What the scene gave back after the replay, in one sentence (see `LessonScene.resumedAfterReplay`).
    package internal(set) var replayNote: String?

    package init(lesson: LessonText, scene: LessonScene, stepIndex: Int) {
        self.lesson = lesson
        self.scene = scene
        self.stepIndex = min(max(0, stepIndex), max(0, lesson.steps.count - 1))
    }

    /// Where `alive`, `cycles` and `why` start: the scene's roots, and the scene itself, which the
    /// REPL holds; what the scene keeps is held, not "reached by no root". A shipped lesson's scene
    /// object is Podbay's, standing for what keeps an app's screen up: it is a root called
    /// `lesson` and is named `the lesson` (`sceneName`), never by its class. A loaded scene class is
    /// the user's own (`scene`, named by its type). A loaded file's `roots()` is wrapped in
    /// Podbay's `RootsScene`, which keeps nothing but the roots: it is left out, so it is never
    /// listed as one of the user's objects nor as a second root of every chain.
    package var censusRoots: [SceneRoot] {
        if scene is RootsScene { return scene.roots }
        return scene.roots + [SceneRoot(label: isLoaded ? "scene" : "lesson", object: scene)]
    }

    /// What a shipped lesson's scene object is called wherever it shows (`graph`, `why`,
    /// `cycles`); `alive` does not list it among the scene's objects.
    static let sceneName = "the lesson"

    /// What a route calls a loaded scene's own code while the scene is being built, before it
    /// has a name (`sceneCodeName(in:)`).
    static let loadedSceneCode = "scene"

    /// What a route calls the scene's own code, as `graph` and `why` call the scene: `the lesson`;
    /// a loaded scene class by its name (`GarageScene#1`); a loaded file's `roots()` by that
    /// function, since Podbay's wrapper around it is no object of the user's.
    func sceneCodeName(in registry: ObjectRegistry) -> String {
        if scene is RootsScene { return "roots()" }
        return isLoaded ? registry.name(of: scene) : Self.sceneName
    }

    /// The scene is the user's code, loaded: its objects, the scene's own included, are theirs.
    var isLoaded: Bool { lesson.sceneID == LoadedScene.sceneID }

    /// Names the scene object as what it stands for, before anything else names it.
    func nameScene(in registry: ObjectRegistry) {
        guard !isLoaded, !(scene is RootsScene) else { return }
        registry.call(scene, Self.sceneName)
    }

    package var step: LessonStep? {
        lesson.steps.indices.contains(stepIndex) ? lesson.steps[stepIndex] : nil
    }

    func move(to index: Int) {
        stepIndex = index
        commandsRun = []
        lookedAt = []
        freedDuringStep = []
        hintsShown = []
        failure = nil
        goalAnnounced = false
    }

    /// What failed, as `hint` follows it.
    enum Failure {
        /// A refused `next` listed these parts, first first: the hint tied to the first that has one.
        case goalParts([GoalExpression.Condition])
        /// A `check`'s first ✗ line was about this part, or about none (nil: an action refused, a trap).
        case firstLine(GoalExpression.Condition?)
    }

    /// A `next` found these parts of the goal not holding (none: forget what failed before).
    func failed(_ parts: [GoalExpression.Condition]) {
        failure = parts.isEmpty ? nil : .goalParts(parts)
    }

    /// A `check` did not pass: its first ✗ line is about `part` (nil: about no part of the goal).
    func failedFirst(_ part: GoalExpression.Condition?) {
        failure = .firstLine(part)
    }

    func record(_ command: String) {
        commandsRun.insert(command)
    }

    func recordLooked(at typeName: String, by command: String) {
        lookedAt.insert(command + " " + typeName)
    }

    /// Commands that look at the scene: what they showed is out of date once an action changed it.
    static let looksAtScene: Set = ["screen", "graph", "inspect", "alive", "cycles", "why", "route"]

    /// An action (tap, type, break, fix) changed the scene: what it freed counts for `freed`
    /// goals, and what the learner looked at before it no longer counts for `ran` goals, so a
    /// step that says "close the window, then ask alive" is met only in that order.
    func recordAction(freed names: [String]) {
        freedDuringStep += names
        commandsRun.subtract(Self.looksAtScene)
        lookedAt = []
    }

    /// The hint to give now: the one tied to what the last `check` (its first ✗ line) or `next`
    /// found failing first, once; then the first in order not given yet; when all were given, the
    /// last again. When no hint is tied to what failed first it says so, rather than pass another
    /// fault's hint off as this one's (a playthrough got a check's screen hint for a kept history).
    /// Its number counts the step's hints given so far (a playthrough read "2 of 3" then "1 of 3"
    /// as a counting mistake).
    func giveHint() -> GivenHint? {
        guard let step, !step.hints.isEmpty else { return nil }
        let hints = step.hints
        let tied: Int? = switch failure {
        case .goalParts(let parts)?: step.hintIndex(forFirstOf: parts)
        case .firstLine(let part?)?: step.hintIndex(forFirstOf: [part])
        case .firstLine(nil)?, nil: nil
        }
        // A check's ✗ lines name one fault each, which a hint may not be about; a refused `next`
        // lists the parts of a goal its untied hints are all about.
        let checkFailed = if case .firstLine? = failure { true } else { false }
        let reason: HintReason = tied != nil ? .forWhatFailedFirst : checkFailed ? .noneForWhatFailedFirst : .inOrder
        failure = nil
        let index = tied ?? hints.indices.first { !hintsShown.contains($0) } ?? hints.count - 1
        hintsShown.insert(index)
        // Numbered by how many of the step's hints the learner has had, not by the hint's place:
        // one given for what failed first, then the rest in order, still reads 1, 2, 3.
        return GivenHint(text: hints[index], number: hintsShown.count, count: hints.count, reason: reason)
    }
}

/// Builds an `OpenLesson`: the lesson's live scene from the compiled catalog, at a step.
struct OpenLessonAssembler {
    let lesson: LessonText
    let scenes: SceneCatalog
    let stepIndex: Int

    init(lesson: LessonText, scenes: SceneCatalog, stepIndex: Int) {
        self.lesson = lesson
        self.scenes = scenes
        self.stepIndex = stepIndex
    }

    /// `nil` when the program has no scene with the lesson's scene id.
    func assemble() -> OpenLesson? {
        guard let builder = scenes.builder(for: lesson.sceneID) else { return nil }
        return OpenLesson(lesson: lesson, scene: builder.build(), stepIndex: stepIndex)
    }
}
