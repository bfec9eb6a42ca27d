import SuperSimple

/// The app's run loop, as much of it as the lessons need: work scheduled while an action is being
/// handled runs on the loop's next turn, after that action has returned. A manager whose answer
/// takes time (a sign-in asking a server) answers through it.
public final class MainRunLoop {
    private var scheduled: [() -> Void] = []

    public init() {}

    /// Whether work waits for the next turn.
    public var hasScheduledWork: Bool { !scheduled.isEmpty }

    /// Runs `work` on the next turn.
    public func schedule(_ work: @escaping () -> Void) {
        scheduled.append(work)
    }

    /// Runs what was scheduled before this turn began, reported as one `later` hop; what that
    /// work schedules waits for the turn after.
    public func runNextTurn() {
        guard hasScheduledWork else { return }
        let work = scheduled
        scheduled = []
        HopReporter.later("the run loop's next turn, after the action returned") {
            for item in work { item() }
        }
    }
}
