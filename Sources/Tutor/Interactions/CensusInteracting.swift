package import CommandLanguage

/// What the REPL screen sees of the interaction for `alive`, `cycles` and `why`.
package protocol CensusInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ExplanationRendering & NoticeRendering & RefusalRendering)
    func didAskForCensus() -> CommandOutcome
    func didAskForCycles(everyReference: Bool) -> CommandOutcome
    func didAskWhy(_ name: String, _ spec: CommandSpec) -> CommandOutcome
}
