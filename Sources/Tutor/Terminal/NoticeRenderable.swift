package import Progress

/// Something an interaction tells the learner that is neither a refusal nor a drawing: a goal
/// met, a hint, what an action freed. As data; the terminal view words it (`TerminalView+Notice`).
package enum NoticeRenderable: Equatable, Sendable {
    case goalMet(goal: String, isLastStep: Bool)
    /// `next` on a lesson's last step: what is left, the quiz, or else the lesson after it.
    case lastStepDone(lesson: Int, quizLeft: Bool, next: LessonPointer?)
    /// `reason`: in order, chosen for what the last check found failing first, or in order
    /// because no hint is tied to that.
    case hint(text: String, number: Int, count: Int, reason: HintReason)
    case noHints
    /// `hint` after a check that did not build: where the first error is in the learner's file.
    case compileError(CompileErrorPointer)
    case trace(on: Bool)
    case noRouteYet
    /// The last action reported no message and no call: the scene acted on its own objects (a
    /// window letting go of its screen), which no runtime hop describes.
    case silentAction
    /// An edge list with no edges: the objects it walked hold no other object.
    case noReferences([String])
    case lessonStartsOver(number: Int, id: String)
    /// The learner's record of this lesson was made with a text of other steps (a lesson folder
    /// replaced it, or its steps changed): it starts at step 1, the record's steps and answers set aside.
    case otherTextsProgress(number: Int, id: String, step: Int, goals: Int)
    /// The learner's record was made with an earlier text of this lesson (steps added or renamed
    /// since): carried by step title, it resumes at 1-based `resumesAt`, titled `title`; `sameStep`
    /// says whether that is the step saved (`savedStep` then), or the one after where it was.
    case lessonChanged(number: Int, id: String, savedStep: Int, sameStep: Bool, resumesAt: Int, title: String, goals: Int)
    case everythingCleared
    case nothingCleared
    /// What the scene answered an action with, line by line, in its own words.
    case sceneSaid(String)
    case freed([String])
    /// A component used before it was wired, as the runtime reported it.
    case unwired(String)
    /// Objects earlier lessons leaked that are still alive, not counted in this lesson's census,
    /// by the names their lessons gave them: how many, and the first few names.
    case earlierLeaked(count: Int, firstNames: [String])
    case progressProblem(ProgressProblem)
    /// What `graph --output` wrote, or why it wrote nothing.
    case picture(PictureOutcome)
}

/// Views that can tell the learner what happened.
package protocol NoticeRendering: AnyObject {
    func render(_ notice: NoticeRenderable)
}
