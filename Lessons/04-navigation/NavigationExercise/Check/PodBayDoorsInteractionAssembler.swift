// Part of lesson 4's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// Builds a `PodBayDoorsInteraction`: one initializer, nothing else, as in lesson 3.
struct PodBayDoorsInteractionAssembler: PodBayDoorsInteractionAssembling {
    func assemble() -> PodBayDoorsInteracting {
        HopReporter.assemble(by: Self.self) { HopReporter.initialize { PodBayDoorsInteraction() } }
    }
}
