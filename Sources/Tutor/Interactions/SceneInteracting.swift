package import CommandLanguage
package import LessonFormat

/// What the REPL screen sees of the interaction for the live scene.
package protocol SceneInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ScreenRendering & NoticeRendering & RefusalRendering & LinesRendering)
    func didAskForScreen() -> CommandOutcome
    /// `tap`, `type`, `break` or `fix`.
    func didAct(_ action: SceneAction, _ spec: CommandSpec) -> CommandOutcome
}
