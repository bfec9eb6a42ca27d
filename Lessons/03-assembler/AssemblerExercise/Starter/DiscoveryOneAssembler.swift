import SuperSimple

/// Builds the Discovery One screen. It is given the assembler of the screen's interaction.
struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    let interactionAssembler: PodBayDoorsInteractionAssembling

    // An assembler calls one initializer, the one of what it builds; what that needs comes from
    // the assemblers of those parts.
    func assemble() -> TextScreen {
        DiscoveryOneViewController(podBayInteraction: PodBayDoorsInteraction())
    }
}
