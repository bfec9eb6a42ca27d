import SuperSimple

nonisolated(unsafe) var sharedInteraction: PodBayDoorsInteracting?

struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    let interactionAssembler: PodBayDoorsInteractionAssembling

    func assemble() -> TextScreen {
        let interaction = sharedInteraction ?? interactionAssembler.assemble()
        sharedInteraction = interaction
        return DiscoveryOneViewController(podBayInteraction: interaction)
    }
}
