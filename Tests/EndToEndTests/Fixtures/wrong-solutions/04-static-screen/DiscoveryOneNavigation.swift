import SuperSimple

final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    nonisolated(unsafe) static var screen: TextScreen?
    private let discoveryAssembler: DiscoveryOneAssembling
    private weak var navigationController: NavigationControlling?

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        let screen = Self.screen ?? discoveryAssembler.assemble()
        Self.screen = screen
        navigationController?.push(screen)
    }
}
