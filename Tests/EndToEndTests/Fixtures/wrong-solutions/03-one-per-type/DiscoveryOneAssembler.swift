import SuperSimple

/// One interaction per kind of interaction assembler, asked for once and then handed to every
/// screen: two screens share one interaction (a new one is due each time).
struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    nonisolated(unsafe) private static var made: [ObjectIdentifier: PodBayDoorsInteracting] = [:]
    let interactionAssembler: PodBayDoorsInteractionAssembling

    func assemble() -> TextScreen {
        let kind = ObjectIdentifier(type(of: interactionAssembler))
        let interaction = Self.made[kind] ?? interactionAssembler.assemble()
        Self.made[kind] = interaction
        return DiscoveryOneViewController(podBayInteraction: interaction)
    }
}
