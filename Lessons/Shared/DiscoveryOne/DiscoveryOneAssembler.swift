public import SuperSimple

/// Builds the Discovery One screen.
public protocol DiscoveryOneAssembling {
    func assemble() -> TextScreen
}

/// Builds a `DiscoveryOneViewController`: the one initializer it calls itself; the interaction
/// comes from the interaction's own assembler.
public struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    public let interactionAssembler: PodBayDoorsInteractionAssembling

    public init(interactionAssembler: PodBayDoorsInteractionAssembling) {
        self.interactionAssembler = interactionAssembler
    }

    public func assemble() -> TextScreen {
        HopReporter.assemble(by: Self.self) {
            let interaction = interactionAssembler.assemble()
            return HopReporter.initialize { DiscoveryOneViewController(podBayInteraction: interaction) }
        }
    }
}
