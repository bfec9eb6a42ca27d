/// The app's Trunk as a global, for code that is not a Round Table module and so has no Trunk
/// handed to it (a view controller of another pattern).
///
/// An iOS app keeps it in a plain global. Podbay runs many apps in one process (one per lesson,
/// and tests side by side), so each app binds its own Trunk here while it handles an event
/// (`AppWindow.deliver`): read anywhere during that work, it is that app's Trunk.
public enum GlobalTrunk {
    @TaskLocal private static var binding: TrunkBinding?

    /// The Trunk of the app handling the current event, if any.
    public static var current: AppTrunk? { binding?.trunk }

    /// Runs `body` with `trunk` as the global Trunk.
    public static func bind<Result>(_ trunk: AppTrunk, _ body: () throws -> Result) rethrows -> Result {
        try $binding.withValue(TrunkBinding(trunk: trunk), operation: body)
    }
}

/// Carries a Trunk through a task-local binding; it is read on the thread that bound it.
private final class TrunkBinding: @unchecked Sendable {
    let trunk: AppTrunk

    init(trunk: AppTrunk) {
        self.trunk = trunk
    }
}
