/// Builds the interaction for the live scene.
public struct SceneInteractionAssembler {
    public let configuration: ReplConfiguration

    public init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    public func assemble() -> SceneInteracting {
        SceneInteraction(style: configuration.style, inspector: configuration.inspector)
    }
}
