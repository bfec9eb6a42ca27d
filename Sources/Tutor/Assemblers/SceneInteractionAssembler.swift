/// Builds the interaction for the live scene.
package struct SceneInteractionAssembler {
    package let configuration: ReplConfiguration

    package init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    package func assemble() -> SceneInteracting {
        SceneInteraction(style: configuration.style, inspector: configuration.inspector)
    }
}
