// Part of lesson 4's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// Builds what the Discovery One screen needs to react to the pod bay doors button, as in lesson 3.
protocol PodBayDoorsInteractionAssembling {
    func assemble() -> PodBayDoorsInteracting
}
