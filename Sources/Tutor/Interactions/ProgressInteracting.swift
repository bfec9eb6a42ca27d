package import CommandLanguage

/// What the REPL screen sees of the interaction for `progress` and `reset`.
package protocol ProgressInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ProgressRendering & StepRendering & NoticeRendering & RefusalRendering & MessageRendering)
    func use(confirming: Confirming)
    func didAskForProgress(_ arguments: ProgressArguments) -> CommandOutcome
    func didAskToReset(_ target: ResetTarget, _ spec: CommandSpec) -> CommandOutcome
}
