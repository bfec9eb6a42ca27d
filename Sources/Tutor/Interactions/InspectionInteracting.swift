package import CommandLanguage

/// What the REPL screen sees of the interaction for `inspect`.
package protocol InspectionInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any LinesRendering & RefusalRendering)
    func didAskToInspect(_ name: String, _ spec: CommandSpec) -> CommandOutcome
}
