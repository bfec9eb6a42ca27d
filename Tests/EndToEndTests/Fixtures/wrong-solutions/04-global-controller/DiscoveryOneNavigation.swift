import SuperSimple

// The app has one navigation controller: keep it where every navigation can use it.
nonisolated(unsafe) weak var appNavigationController: NavigationControlling?

final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private weak var navigationController: NavigationControlling?

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
        if appNavigationController == nil { appNavigationController = navigationController }
    }

    func presentDiscoveryOneInterface() {
        appNavigationController?.push(discoveryAssembler.assemble())
    }
}
