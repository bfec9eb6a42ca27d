import SuperSimple

/// Builds what a screen needs to react to the pod bay doors button.
protocol PodBayDoorsInteractionAssembling {
    func assemble() -> PodBayDoorsInteracting
}
