/// Builds the interaction for the live scene.
struct SceneInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> SceneInteracting {
        SceneInteraction(style: configuration.style, inspector: configuration.inspector)
    }
}
