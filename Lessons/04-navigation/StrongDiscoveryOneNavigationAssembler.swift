import SuperSimple

/// Builds lesson 4's broken navigation, the one that holds its navigation controller strongly.
public struct StrongDiscoveryOneNavigationAssembler: DiscoveryOneNavigationAssembling {
    public let discoveryAssembler: DiscoveryOneAssembling

    public init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    public func assemble() -> DiscoveryOneNavigating {
        HopReporter.assemble(by: Self.self) {
            HopReporter.initialize { StrongDiscoveryOneNavigation(discoveryAssembler: discoveryAssembler) }
        }
    }
}
