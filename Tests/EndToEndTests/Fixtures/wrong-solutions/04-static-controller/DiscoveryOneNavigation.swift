import SuperSimple

final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private weak var navigationController: NavigationControlling?
    // The controller last handed to any navigation: the app's current one.
    nonisolated(unsafe) private static weak var current: NavigationControlling?

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
        Self.current = navigationController
    }

    func presentDiscoveryOneInterface() {
        Self.current?.push(discoveryAssembler.assemble())
    }
}
