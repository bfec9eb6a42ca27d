import SuperSimple

/// Pushes the Discovery One screen on the stack it is lent.
final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let screenAssembler: DiscoveryOneAssembling
    private weak var stack: NavigationControlling?

    init(discoveryAssembler: DiscoveryOneAssembling) {
        screenAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        stack = navigationController
    }

    func presentDiscoveryOneInterface() {
        if let stack {
            stack.push(screenAssembler.assemble())
        }
    }
}
