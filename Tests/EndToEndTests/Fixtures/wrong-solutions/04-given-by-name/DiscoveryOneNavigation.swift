import SuperSimple

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
        navigationController?.push(GivenDiscoveryOneAssembler().assemble())
    }
}
