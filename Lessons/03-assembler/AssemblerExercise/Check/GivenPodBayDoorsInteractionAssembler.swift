import SuperSimple

/// The interaction's assembler the check hands your DiscoveryOneAssembler: not the default
/// `PodBayDoorsInteractionAssembler`, so the route says whether your assembler asked the one it
/// was given (`assemble() ─▶ GivenPodBayDoorsInteractionAssembler`) or made one of its own; and
/// it counts the times this instance was asked, so one of the same type made by your assembler
/// (`GivenPodBayDoorsInteractionAssembler()`) is told from the one handed in. What it builds is a
/// `GivenPodBayDoorsInteraction`, not the `PodBayDoorsInteraction` lesson 3 shows: your assembler
/// sees the interaction as `PodBayDoorsInteracting` and must not count on its concrete type.
final class GivenPodBayDoorsInteractionAssembler: PodBayDoorsInteractionAssembling {
    /// How many times this instance was asked for an interaction.
    private(set) var asked = 0

    func assemble() -> PodBayDoorsInteracting {
        asked += 1
        return HopReporter.assemble(by: Self.self) { GivenPodBayDoorsInteraction() }
    }
}
