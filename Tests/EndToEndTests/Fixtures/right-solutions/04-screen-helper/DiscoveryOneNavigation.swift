import SuperSimple

/// Shows the Discovery One screen on the navigation controller it is handed.
final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private weak var navigationController: NavigationControlling?

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        if let navigationController {
            navigationController.push(newDiscoveryOneScreen())
        }
    }

    /// A new screen each time, from the assembler this navigation was given.
    private func newDiscoveryOneScreen() -> TextScreen {
        discoveryAssembler.assemble()
    }
}
