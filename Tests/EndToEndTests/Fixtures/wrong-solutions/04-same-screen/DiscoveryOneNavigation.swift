import SuperSimple

/// Keeps the last screen it pushed (weakly, so back frees it) and pushes that same screen again
/// while it lives: open twice without back pushes one screen twice, where a new one is due.
final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private weak var navigationController: NavigationControlling?
    private weak var lastScreen: TextScreen?

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        let screen = lastScreen ?? discoveryAssembler.assemble()
        lastScreen = screen
        navigationController?.push(screen)
    }
}
