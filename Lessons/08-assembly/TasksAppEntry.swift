import RoundTable
import SuperSimple

/// The app's entry, where an iOS app delegate's `didFinishLaunching` would be: it assembles the
/// root module from the app's Trunk and shows its View: `AppWindow.show` puts it at the bottom
/// (`.stack[0]`) of the window's root navigation controller.
public enum TasksAppEntry {
    public static func didFinishLaunching(_ app: AppWindow) {
        HopReporter.around(
            Hop(kind: .call, sender: nil, receiver: nil, receiverType: "app entry", message: "didFinishLaunching()")
        ) {
            app.show(TaskListModuleAssembly(trunk: app.trunk).view)
        }
    }
}
