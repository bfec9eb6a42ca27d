#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a check found on the live objects: passed or not, each part of the goal that does not
/// hold said in words, and what the step's actions answered. The check runs in the loaded
/// podbay and hands this to the podbay the learner typed `check` in, as JSON on a channel of its own
/// (Loader's `LoadedPodbayProtocol` owns the format).
package struct ExerciseVerdict: Codable, Equatable, Sendable {
    package let passed: Bool
    /// One sentence per part of the goal that does not hold: what the objects do instead.
    package let failures: [String]
    /// Per failure, in the same order, the part of the goal (or the law) it is about, as a goal
    /// writes it (`no cycles`, `freed TaskListCore`); nil for a failure of no part (an action
    /// refused, a screen that changed when drawn again). `hint` follows the first: the first ✗ line.
    package var failedParts: [String?] = []
    /// The goal in words, as the step shows it.
    package let goal: String
    /// The actions the check ran (`tap mainButton`), with what the scene refused, if it did.
    package let actions: [String]
    /// The route of the last action, as `route` prints it (ASCII), for a failure about a route.
    package let route: [String]
    /// The same route as `route` prints it at a Unicode terminal.
    package let routeUnicode: [String]
    /// What each action did (the scene's build first), for the comparison with the solution's run.
    package var played: [PlayedAction] = []

    package init(
        passed: Bool, failures: [String], goal: String, actions: [String], route: [String], routeUnicode: [String] = [],
        failedParts: [String?] = [], played: [PlayedAction] = []
    ) {
        self.played = played
        self.passed = passed
        self.failedParts = failedParts
        self.failures = failures
        self.goal = goal
        self.actions = actions
        self.route = route
        self.routeUnicode = routeUnicode
    }
}
