import SuperSimple

/// Builds a `PodBayDoorsInteraction`: one initializer, nothing else (it reports itself).
struct PodBayDoorsInteractionAssembler: PodBayDoorsInteractionAssembling {
    func assemble() -> PodBayDoorsInteracting {
        HopReporter.assemble(by: Self.self) { PodBayDoorsInteraction() }
    }
}
