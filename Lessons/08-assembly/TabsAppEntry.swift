import RoundTable
import SuperSimple

/// The app's entry when the app is a tab bar: it assembles the Home module from the app's Trunk
/// and makes its View, a tab bar that is a navigation controller as the window sees one, the
/// window's root, as the reference's app delegate makes its module's View the root view controller.
public enum TabsAppEntry {
    /// Returns the Home View, for the scene to hand the tab bar's taps to.
    public static func didFinishLaunching(_ app: AppWindow, holdsTabsWeakly: Bool) -> HomeTabsView {
        HopReporter.around(
            Hop(kind: .call, sender: nil, receiver: nil, receiverType: "app entry", message: "didFinishLaunching()")
        ) {
            let home = HomeModuleAssembly(trunk: app.trunk, holdsTabsWeakly: holdsTabsWeakly)
            app.show(root: home.view)
            return home.view
        }
    }
}
