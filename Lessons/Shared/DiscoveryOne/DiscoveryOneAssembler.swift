import SuperSimple

/// Builds the Discovery One screen.
public protocol DiscoveryOneAssembling {
    func assemble() -> TextScreen
}

/// Builds a `DiscoveryOneViewController`, asking the interaction's own assembler for its interaction.
public struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    public let interactionAssembler: PodBayDoorsInteractionAssembling

    public init(interactionAssembler: PodBayDoorsInteractionAssembling) {
        self.interactionAssembler = interactionAssembler
    }

    public func assemble() -> TextScreen {
        DiscoveryOneViewController(podBayInteraction: interactionAssembler.assemble())
    }
}
