/// What the REPL screen sees of the interaction for `load` and `reload`.
package protocol LoadInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any MessageRendering)
    func didAskToLoad(_ path: String) -> CommandOutcome
    func didAskToReload() -> CommandOutcome
}
