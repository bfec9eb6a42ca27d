import SuperSimple

final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private weak var navigationController: NavigationControlling?
    private let discoveryAssembler: DiscoveryOneAssembling

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        if let controller = navigationController {
            controller.push(discoveryAssembler.assemble())
        }
    }
}
