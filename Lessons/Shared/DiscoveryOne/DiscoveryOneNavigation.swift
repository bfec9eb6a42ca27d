public import SuperSimple

/// Shows the Discovery One screen: builds it with its assembler and pushes it on (or presents it
/// modally over) a navigation controller it uses but does not own.
public final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private weak var navigationController: NavigationControlling?

    public init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    public func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    public func presentDiscoveryOneInterface() {
        guard let navigationController else {
            HopReporter.unwired(UnwiredComponent(self, missing: "navigation controller (NavigationControlling)"))
            return
        }
        navigationController.push(discoveryAssembler.assemble())
    }

    public func presentDiscoveryOneModally() {
        guard let navigationController else {
            HopReporter.unwired(UnwiredComponent(self, missing: "navigation controller (NavigationControlling)"))
            return
        }
        navigationController.present(discoveryAssembler.assemble())
    }
}
