import Tutor

/// A view that keeps what it is given instead of drawing it, so an interaction's test compares
/// the renderables it produced: the test the architecture promises, with no terminal in it.
final class RecordingView: HelpRendering, CatalogRendering, StepRendering, QuizRendering, ProgressRendering,
    ScreenRendering, MessageRendering, RefusalRendering, NoticeRendering, LinesRendering, ExplanationRendering,
    ExerciseRendering
{
    private(set) var refusals: [RefusalRenderable] = []
    private(set) var notices: [NoticeRenderable] = []
    private(set) var lines: [LinesRenderable] = []
    private(set) var explanations: [ExplanationRenderable] = []
    private(set) var steps: [StepRenderable] = []
    private(set) var answers: [AnswerRenderable] = []
    private(set) var exercises: [ExerciseRenderable] = []
    /// Everything else, by type name, in order: what a test checks was drawn at all.
    private(set) var others: [String] = []

    func render(_ refusal: RefusalRenderable) { refusals.append(refusal) }
    func render(_ notice: NoticeRenderable) { notices.append(notice) }
    func render(_ text: LinesRenderable) { lines.append(text) }
    func render(_ explanation: ExplanationRenderable) { explanations.append(explanation) }
    func render(_ step: StepRenderable) { steps.append(step) }
    func render(_ answer: AnswerRenderable) { answers.append(answer) }
    func render(_ exercise: ExerciseRenderable) { exercises.append(exercise) }
    func render(_ list: CommandListRenderable) { others.append("CommandList") }
    func render(_ help: CommandHelpRenderable) { others.append("CommandHelp:" + help.usage) }
    func render(_ glossary: GlossaryRenderable) { others.append("Glossary") }
    func render(_ catalog: CatalogRenderable) { others.append("Catalog") }
    func render(_ opening: LessonOpeningRenderable) { others.append("Opening:\(opening.number)") }
    func render(_ quiz: QuizRenderable) { others.append("Quiz") }
    func render(_ progress: ProgressRenderable) { others.append("Progress") }
    func render(_ screen: ScreenRenderable) { others.append("Screen") }
    func render(_ message: MessageRenderable) { others.append("Message") }
}
