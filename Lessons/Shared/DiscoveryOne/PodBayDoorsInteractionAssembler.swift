import SuperSimple

/// Builds what a screen needs to react to the pod bay doors button.
public protocol PodBayDoorsInteractionAssembling {
    func assemble() -> PodBayDoorsInteracting
}

/// Builds a `PodBayDoorsInteraction`: one initializer, nothing else.
public struct PodBayDoorsInteractionAssembler: PodBayDoorsInteractionAssembling {
    public init() {}

    public func assemble() -> PodBayDoorsInteracting {
        HopReporter.assemble(by: Self.self) {
            HopReporter.initialize { PodBayDoorsInteraction() }
        }
    }
}
