import SuperSimple

/// Builds a navigation to the Discovery One screen.
public protocol DiscoveryOneNavigationAssembling {
    func assemble() -> DiscoveryOneNavigating
}

/// Builds a `DiscoveryOneNavigation` around the screen's assembler, which it keeps for later:
/// a navigation builds each screen when it is time to show it.
public struct DiscoveryOneNavigationAssembler: DiscoveryOneNavigationAssembling {
    public let discoveryAssembler: DiscoveryOneAssembling

    public init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    public func assemble() -> DiscoveryOneNavigating {
        HopReporter.assemble(by: Self.self) {
            HopReporter.initialize { DiscoveryOneNavigation(discoveryAssembler: discoveryAssembler) }
        }
    }
}
