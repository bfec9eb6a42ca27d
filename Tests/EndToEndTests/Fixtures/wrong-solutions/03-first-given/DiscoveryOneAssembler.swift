import SuperSimple

/// Asks an interaction assembler, but the first one any DiscoveryOneAssembler was given, kept for
/// good: an assembler given another (a test's, another configuration's) still gets the first's.
struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    nonisolated(unsafe) private static var first: PodBayDoorsInteractionAssembling?
    let interactionAssembler: PodBayDoorsInteractionAssembling

    func assemble() -> TextScreen {
        let assembler = Self.first ?? interactionAssembler
        Self.first = assembler
        return DiscoveryOneViewController(podBayInteraction: assembler.assemble())
    }
}
