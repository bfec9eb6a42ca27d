import SuperSimple

struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    let interactionAssembler: PodBayDoorsInteractionAssembling

    func assemble() -> TextScreen {
        DiscoveryOneViewController(podBayInteraction: GivenPodBayDoorsInteractionAssembler().assemble())
    }
}
