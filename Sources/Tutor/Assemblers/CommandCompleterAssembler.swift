/// Builds the tab completion source.
public struct CommandCompleterAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> CommandCompleter {
        CommandCompleter(table: configuration.table, catalog: configuration.catalog, inspector: configuration.inspector)
    }
}
