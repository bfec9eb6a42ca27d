/// Builds the interaction for `lessons` and `open`.
package struct CatalogInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> CatalogInteracting {
        CatalogInteraction(
            catalog: configuration.catalog, progress: configuration.progress,
            presentation: configuration.stepPresentation, goals: configuration.goalCheck)
    }
}
