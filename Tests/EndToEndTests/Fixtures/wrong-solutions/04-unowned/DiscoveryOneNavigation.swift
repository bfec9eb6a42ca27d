import SuperSimple

final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    // Not owned: the window owns it, and it outlives this navigation.
    private unowned var navigationController: NavigationControlling?

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        navigationController?.push(discoveryAssembler.assemble())
    }
}
