import SuperSimple

/// Builds the Discovery One screen from the interaction its given assembler builds.
final class DiscoveryOneAssembler: DiscoveryOneAssembling {
    private let interactions: PodBayDoorsInteractionAssembling

    init(interactionAssembler: PodBayDoorsInteractionAssembling) {
        interactions = interactionAssembler
    }

    func assemble() -> TextScreen {
        let interaction = interactions.assemble()
        let screen = DiscoveryOneViewController(podBayInteraction: interaction)
        return screen
    }
}
