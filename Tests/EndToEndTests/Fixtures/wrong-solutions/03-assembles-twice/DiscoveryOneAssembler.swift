import SuperSimple

struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    let interactionAssembler: PodBayDoorsInteractionAssembling

    func assemble() -> TextScreen {
        let interaction = interactionAssembler.assemble()
        print("assembled \(interaction)")
        return DiscoveryOneViewController(podBayInteraction: interactionAssembler.assemble())
    }
}
