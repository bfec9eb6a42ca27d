import SuperSimple

/// Builds the Discovery One screen with the interaction its own assembler builds.
final class DiscoveryOneAssembler: DiscoveryOneAssembling {
    private let interactions: PodBayDoorsInteractionAssembling

    init(interactionAssembler: PodBayDoorsInteractionAssembling) {
        interactions = interactionAssembler
    }

    func assemble() -> TextScreen {
        let interaction = interactions.assemble()
        return DiscoveryOneViewController(podBayInteraction: interaction)
    }
}
