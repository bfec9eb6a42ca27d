import SuperSimple

/// Pushes Discovery One the first time only ("it is on the stack already"): after back, open
/// does nothing.
final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private weak var navigationController: NavigationControlling?
    private var pushed = false

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        guard !pushed else { return }
        pushed = true
        navigationController?.push(discoveryAssembler.assemble())
    }
}
