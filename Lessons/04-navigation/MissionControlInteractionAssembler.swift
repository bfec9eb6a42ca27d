import SuperSimple

/// Builds what the Mission Control screen needs to react to its open button.
public protocol MissionControlInteractionAssembling {
    func assemble() -> MissionControlInteracting
}

/// Builds a `MissionControlInteraction`, asking the navigation's assembler for its navigation.
public struct MissionControlInteractionAssembler: MissionControlInteractionAssembling {
    public let navigationAssembler: DiscoveryOneNavigationAssembling

    public init(navigationAssembler: DiscoveryOneNavigationAssembling) {
        self.navigationAssembler = navigationAssembler
    }

    public func assemble() -> MissionControlInteracting {
        HopReporter.assemble(by: Self.self) {
            let navigation = navigationAssembler.assemble()
            return HopReporter.initialize { MissionControlInteraction(navigation: navigation) }
        }
    }
}
