/// Builds the interaction for `route` and `trace`.
package struct RouteInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> RouteInteracting {
        RouteInteraction(session: configuration.inspector, symbols: configuration.style.graphSymbols)
    }
}
