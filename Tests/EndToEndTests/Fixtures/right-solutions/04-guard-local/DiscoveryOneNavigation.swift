import SuperSimple

/// Shows the Discovery One screen on the navigation controller it is handed.
final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private weak var controller: NavigationControlling?
    private let screens: DiscoveryOneAssembling

    init(discoveryAssembler: DiscoveryOneAssembling) {
        screens = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        controller = navigationController
    }

    func presentDiscoveryOneInterface() {
        guard let controller else { return }
        let screen = screens.assemble()
        controller.push(screen)
    }
}
