/// What the REPL screen sees of the interaction for steps and hints.
package protocol StepInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any StepRendering & NoticeRendering & RefusalRendering)
    func didAskForNextStep() -> CommandOutcome
    func didAskForPreviousStep() -> CommandOutcome
    func didAskForStep() -> CommandOutcome
    func didAskForHint() -> CommandOutcome
}
