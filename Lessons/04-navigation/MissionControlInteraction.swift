public import SuperSimple

/// Decides what the open and call buttons do: show Discovery One, pushed or presented modally. It owns the navigation that knows
/// how, and passes on the navigation controller it is given, which neither of them owns.
public final class MissionControlInteraction: MissionControlInteracting {
    private let navigation: DiscoveryOneNavigating

    public init(navigation: DiscoveryOneNavigating) {
        self.navigation = navigation
    }

    public func use(_ navigationController: NavigationControlling) {
        HopReporter.use(navigationController, on: navigation, from: self) { navigation.use(navigationController) }
    }

    public func didTapOpenButton() {
        HopReporter.call(from: self, to: navigation, "presentDiscoveryOneInterface()") {
            navigation.presentDiscoveryOneInterface()
        }
    }

    public func didTapCallButton() {
        HopReporter.call(from: self, to: navigation, "presentDiscoveryOneModally()") {
            navigation.presentDiscoveryOneModally()
        }
    }
}
