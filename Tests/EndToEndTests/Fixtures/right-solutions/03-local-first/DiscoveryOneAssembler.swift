import SuperSimple

struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    let interactionAssembler: PodBayDoorsInteractionAssembling

    func assemble() -> TextScreen {
        let interaction = interactionAssembler.assemble()
        let screen = DiscoveryOneViewController(podBayInteraction: interaction)
        return screen
    }
}
