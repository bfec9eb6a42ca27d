import CommandLanguage

/// Builds the REPL screen with its view, navigation, interactions and completion.
package struct ReplScreenAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> ReplScreen {
        ReplScreen(
            parser: CommandParser(table: configuration.table),
            view: TerminalViewAssembler(configuration: configuration).assemble(),
            navigation: LessonNavigationAssembler(configuration: configuration).assemble(),
            interactions: ReplInteractionsAssembler(configuration: configuration).assemble(),
            completer: CommandCompleterAssembler(configuration: configuration).assemble())
    }
}
