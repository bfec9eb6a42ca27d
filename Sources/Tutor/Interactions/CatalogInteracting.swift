package import CommandLanguage

/// What the REPL screen sees of the interaction for `lessons` and `open`.
package protocol CatalogInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any CatalogRendering & StepRendering & NoticeRendering & RefusalRendering)
    func didAskForCatalog() -> CommandOutcome
    func didAskToOpen(_ name: String, _ spec: CommandSpec) -> CommandOutcome
}
