import SuperSimple

/// Shows the Discovery One screen. Mission Control's interaction owns this navigation, hands it the
/// navigation controller with `use(_:)`, and asks it to show the screen; the screen's assembler
/// builds it.
final class DiscoveryOneNavigation: DiscoveryOneNavigating {
    private let discoveryAssembler: DiscoveryOneAssembling

    // 1. The window owns the navigation controller. This navigation only uses it: hold it so that
    //    it does not keep the controller alive (the controller holds, down the line, this object).
    private var navigationController: NavigationControlling?

    init(discoveryAssembler: DiscoveryOneAssembling) {
        self.discoveryAssembler = discoveryAssembler
    }

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    // 2. Ask the assembler you are given for the Discovery One screen (`discoveryAssembler.assemble()`:
    //    it builds the screen; a navigation calls no initializer of it) and push it on the navigation
    //    controller.
    func presentDiscoveryOneInterface() {
    }
}
