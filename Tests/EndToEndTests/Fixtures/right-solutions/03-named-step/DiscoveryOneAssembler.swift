import SuperSimple

struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    let interactionAssembler: PodBayDoorsInteractionAssembling

    func assemble() -> TextScreen {
        makeScreen(with: interactionAssembler)
    }

    private func makeScreen(with assembler: PodBayDoorsInteractionAssembling) -> DiscoveryOneViewController {
        DiscoveryOneViewController(podBayInteraction: assembler.assemble())
    }
}
