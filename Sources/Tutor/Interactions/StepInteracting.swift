/// What the REPL screen sees of the interaction for steps and hints.
package protocol StepInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any StepRendering & NoticeRendering & RefusalRendering)
    /// Where the last check's compile error is: `hint` points at it before the lesson's hints.
    func use(_ compileErrors: CompileErrorPointing)
    func didAskForNextStep() -> CommandOutcome
    func didAskForPreviousStep() -> CommandOutcome
    func didAskForStep() -> CommandOutcome
    func didAskForHint() -> CommandOutcome
}
