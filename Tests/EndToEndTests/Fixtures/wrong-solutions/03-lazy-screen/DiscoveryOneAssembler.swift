import SuperSimple

final class DiscoveryOneAssembler: DiscoveryOneAssembling {
    private let interactionAssembler: PodBayDoorsInteractionAssembling
    // Built once, the first time someone asks: no need to build it again.
    private lazy var screen: TextScreen = DiscoveryOneViewController(podBayInteraction: interactionAssembler.assemble())

    init(interactionAssembler: PodBayDoorsInteractionAssembling) {
        self.interactionAssembler = interactionAssembler
    }

    func assemble() -> TextScreen {
        screen
    }
}
