/// What the REPL screen sees of the interaction for `route` and `trace`.
package protocol RouteInteracting: AnyObject {
    func use(_ view: any LinesRendering & NoticeRendering)
    func didAskForRoute() -> CommandOutcome
    func didSwitchTrace(on: Bool) -> CommandOutcome
}
