import SuperSimple

/// The controller is captured weakly in the closure that pushes: held by no field at all.
final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private var push: (TextScreen) -> Void = { _ in }

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        push = { [weak navigationController] screen in navigationController?.push(screen) }
    }

    func presentDiscoveryOneInterface() {
        push(discoveryAssembler.assemble())
    }
}
