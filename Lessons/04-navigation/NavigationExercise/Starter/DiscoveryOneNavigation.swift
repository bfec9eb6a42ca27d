import SuperSimple

/// Shows the Discovery One screen. Mission Control's interaction owns this navigation, hands it the
/// navigation controller with `use(_:)`, and asks it to show the screen.
final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    // 1. The window owns the navigation controller. This navigation only uses it: hold it so that
    //    it does not keep the controller alive (the controller holds, down the line, this object).
    private var navigationController: NavigationControlling?

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    // 2. Build the Discovery One screen, `DiscoveryOneViewController()`, and push it on the
    //    navigation controller.
    func presentDiscoveryOneInterface() {
    }
}
