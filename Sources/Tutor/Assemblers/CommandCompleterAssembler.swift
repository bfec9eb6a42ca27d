/// Builds the tab completion source.
struct CommandCompleterAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> CommandCompleter {
        CommandCompleter(table: configuration.table, catalog: configuration.catalog, inspector: configuration.inspector)
    }
}
