// Part of lesson 4's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// Decides what the open button does; owns the navigation that knows how, and passes on the
/// navigation controller it is given, which neither of them owns.
final class MissionControlInteraction {
    private let navigation: DiscoveryOneNavigating

    init(navigation: DiscoveryOneNavigating) {
        self.navigation = navigation
    }

    func use(_ navigationController: NavigationControlling) {
        HopReporter.use(navigationController, on: navigation, from: self) { navigation.use(navigationController) }
    }

    func didTapOpenButton() {
        HopReporter.call(from: self, to: navigation, "presentDiscoveryOneInterface()") {
            navigation.presentDiscoveryOneInterface()
        }
    }
}
