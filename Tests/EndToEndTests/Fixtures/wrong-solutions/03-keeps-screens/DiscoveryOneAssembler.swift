import SuperSimple

final class DiscoveryOneAssembler: DiscoveryOneAssembling {
    private let interactionAssembler: PodBayDoorsInteractionAssembling
    // Every screen built, to know what this assembler made.
    private var built: [TextScreen] = []

    init(interactionAssembler: PodBayDoorsInteractionAssembling) {
        self.interactionAssembler = interactionAssembler
    }

    func assemble() -> TextScreen {
        let screen = DiscoveryOneViewController(podBayInteraction: interactionAssembler.assemble())
        built.append(screen)
        return screen
    }
}
