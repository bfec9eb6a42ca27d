/// Builds the REPL screen with its view, navigation, interactions and completion.
public struct ReplScreenAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> ReplScreen {
        ReplScreen(
            table: configuration.table,
            view: TerminalViewAssembler(configuration: configuration).assemble(),
            navigation: LessonNavigationAssembler(configuration: configuration).assemble(),
            interactions: ReplInteractionsAssembler(configuration: configuration).assemble(),
            completer: CommandCompleterAssembler(configuration: configuration).assemble())
    }
}
