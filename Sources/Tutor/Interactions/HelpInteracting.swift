package import CommandLanguage

/// What the REPL screen sees of the interaction for `help`.
package protocol HelpInteracting: AnyObject {
    func use(_ view: any HelpRendering & RefusalRendering)
    /// `help`, or `help <topic>` where the topic is a command, `words`, or a word of the output.
    func didAskForHelp(_ topic: String?, _ spec: CommandSpec) -> CommandOutcome
}
