import SuperSimple

/// The interaction's assembler the check hands your DiscoveryOneAssembler: not the default
/// `PodBayDoorsInteractionAssembler`, so the route says whether your assembler asked the one it
/// was given (`assemble() ─▶ GivenPodBayDoorsInteractionAssembler`) or made one of its own.
struct GivenPodBayDoorsInteractionAssembler: PodBayDoorsInteractionAssembling {
    func assemble() -> PodBayDoorsInteracting {
        HopReporter.assemble(by: Self.self) { PodBayDoorsInteraction() }
    }
}
