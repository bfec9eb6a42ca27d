import SuperSimple

final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private weak var navigationController: NavigationControlling?
    private var pushScreen: ((TextScreen) -> Void)?

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
        pushScreen = { navigationController.push($0) }
    }

    func presentDiscoveryOneInterface() {
        pushScreen?(discoveryAssembler.assemble())
    }
}
