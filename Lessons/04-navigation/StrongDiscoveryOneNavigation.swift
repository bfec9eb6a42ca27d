public import SuperSimple

/// Lesson 4's broken navigation: it keeps the navigation controller it is given with a strong
/// reference. The controller owns the screen that owns the interaction that owns this
/// navigation, so the four now keep each other alive.
public final class StrongDiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling
    private var navigationController: NavigationControlling?

    public init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    public func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    public func presentDiscoveryOneInterface() {
        guard let navigationController else {
            HopReporter.unwired(UnwiredComponent(self, missing: "navigation controller (NavigationControlling)"))
            return
        }
        navigationController.push(discoveryAssembler.assemble())
    }

    public func presentDiscoveryOneModally() {
        guard let navigationController else {
            HopReporter.unwired(UnwiredComponent(self, missing: "navigation controller (NavigationControlling)"))
            return
        }
        navigationController.present(discoveryAssembler.assemble())
    }
}
