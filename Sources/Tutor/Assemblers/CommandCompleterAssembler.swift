/// Builds the tab completion source.
package struct CommandCompleterAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> CommandCompleter {
        CommandCompleter(table: configuration.table, catalog: configuration.catalog, inspector: configuration.inspector)
    }
}
