import SuperSimple

final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private weak var navigationController: NavigationControlling?
    // Discovery One is shown once; tapping open again does nothing.
    private var presented = false

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        guard !presented else { return }
        presented = true
        navigationController?.push(discoveryAssembler.assemble())
    }
}
