/// Builds the interaction for `load` and `reload`.
struct LoadInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> LoadInteracting {
        LoadInteraction(loader: configuration.loader)
    }
}
