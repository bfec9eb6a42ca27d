import SuperSimple

/// Shows the Discovery One screen on the navigation controller it is handed.
final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private weak var navigationController: NavigationControlling?
    private let log = PresentationLog()

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        log.count += 1
        navigationController?.push(discoveryAssembler.assemble())
    }
}

/// How often the screen was asked for: a number, holding nothing else.
final class PresentationLog {
    var count = 0
}
