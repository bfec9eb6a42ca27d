import SuperSimple

struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    let interactionAssembler: PodBayDoorsInteractionAssembling

    func assemble() -> TextScreen {
        // The screen is only ever given a PodBayDoorsInteraction.
        let interaction = interactionAssembler.assemble() as! PodBayDoorsInteraction
        return DiscoveryOneViewController(podBayInteraction: interaction)
    }
}
