import SuperSimple

final class DiscoveryOneAssembler: DiscoveryOneAssembling {
    private let interactionAssembler: PodBayDoorsInteractionAssembling
    // One interaction is enough: ask for it once, hand it to every screen.
    private lazy var interaction = interactionAssembler.assemble()

    init(interactionAssembler: PodBayDoorsInteractionAssembling) {
        self.interactionAssembler = interactionAssembler
    }

    func assemble() -> TextScreen {
        DiscoveryOneViewController(podBayInteraction: interaction)
    }
}
