import SuperSimple

struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    nonisolated(unsafe) static var built: TextScreen?
    let interactionAssembler: PodBayDoorsInteractionAssembling

    func assemble() -> TextScreen {
        if let built = Self.built { return built }
        let screen = DiscoveryOneViewController(podBayInteraction: interactionAssembler.assemble())
        Self.built = screen
        return screen
    }
}
