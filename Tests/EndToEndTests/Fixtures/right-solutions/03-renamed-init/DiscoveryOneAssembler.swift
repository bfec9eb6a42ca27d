import SuperSimple

/// Builds the Discovery One screen; the interaction comes from the assembler it is given.
struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    private let given: PodBayDoorsInteractionAssembling

    init(interactionAssembler given: PodBayDoorsInteractionAssembling) {
        self.given = given
    }

    func assemble() -> TextScreen {
        DiscoveryOneViewController(podBayInteraction: makeInteraction())
    }

    private func makeInteraction() -> PodBayDoorsInteracting {
        given.assemble()
    }
}
