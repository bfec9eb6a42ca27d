/// Builds the interaction for `lessons` and `open`.
public struct CatalogInteractionAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> CatalogInteracting {
        CatalogInteraction(
            catalog: configuration.catalog, progress: configuration.progress,
            presentation: configuration.stepPresentation)
    }
}
