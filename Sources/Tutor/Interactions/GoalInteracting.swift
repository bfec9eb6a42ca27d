package import CommandLanguage

/// What the REPL screen sees of the goal watch: told after every command, whatever it was.
package protocol GoalInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any NoticeRendering)
    /// `command` has run or was refused.
    func didRun(_ command: ParsedCommand, _ outcome: CommandOutcome)
}
