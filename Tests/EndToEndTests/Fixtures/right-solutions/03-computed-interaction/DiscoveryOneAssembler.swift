import SuperSimple

final class DiscoveryOneAssembler: DiscoveryOneAssembling {
    private let interactionAssembler: PodBayDoorsInteractionAssembling

    init(interactionAssembler: PodBayDoorsInteractionAssembling) {
        self.interactionAssembler = interactionAssembler
    }

    /// A new interaction each time it is read, from the assembler given.
    private var freshInteraction: PodBayDoorsInteracting { interactionAssembler.assemble() }

    func assemble() -> TextScreen {
        DiscoveryOneViewController(podBayInteraction: freshInteraction)
    }
}
