/// The hops of one action, in delivery order, with their nesting: what `route` prints.
///
/// Names are taken when a hop happens, so a route still reads right after its objects are freed.
package final class RouteLog {
    package struct Step: Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            /// A message sent: `LoginView#1 ── intent .loginButtonTap ─▶ Pipeline#1`.
            case send
            /// A pipeline handing a message to one receiver: `▶ LoginCore#1.handleView(intent:)`.
            case delivery
            /// A plain call: `DiscoveryOneViewController#1 ── didTapMainButton() ─▶ PodBayDoorsInteraction#1`.
            case call
            /// A later turn of the app's run loop: what it ran is nested under it.
            case later
        }

        package let kind: Kind
        package let depth: Int
        package internal(set) var sender: String
        package internal(set) var receiver: String
        package let channel: String?
        package let message: String
    }

    package private(set) var steps: [Step] = []
    private var receivers: [String] = []
    /// The step each open hop began, innermost last.
    private var open: [Int] = []
    /// Who sent the outermost hops: the learner ("user"), or the lesson building its scene.
    private let origin: String

    /// Who sent a channel's message when no hop was open: code that reports no hop (a loaded
    /// scene's own method, a manager of the engineer's), whose object cannot be told.
    static let unreported = "unreported code"

    package init(origin: String = "user") {
        self.origin = origin
    }

    /// Forgets the previous action's hops.
    func clear() {
        steps = []
        receivers = []
        open = []
    }

    /// A hop begins; hops recorded until the matching `end()` are nested under it. A missing
    /// sender is the receiver of the enclosing hop (the object running when the call was made),
    /// or the origin (the user) at the top; a message sent on a module's channel from outside
    /// every hop is no user's: `unreported code` sent it.
    package func begin(kind: Step.Kind, sender: String?, receiver: String, channel: String?, message: String) {
        let from = sender ?? receivers.last ?? (kind == .send && channel != nil ? Self.unreported : origin)
        steps.append(Step(kind: kind, depth: receivers.count, sender: from, receiver: receiver, channel: channel, message: message))
        receivers.append(receiver)
        open.append(steps.count - 1)
    }

    package func end() {
        _ = receivers.popLast()
        _ = open.popLast()
    }

    /// The innermost open hop was building an object that now has a name: the hop and the hops
    /// nested in it (sent while the object initialized) say `name` instead of its type alone.
    package func named(_ name: String) {
        guard let start = open.last else { return }
        let provisional = steps[start].receiver
        steps[start].receiver = name
        receivers[receivers.count - 1] = name
        for index in steps.indices.dropFirst(start + 1) where steps[index].sender == provisional {
            steps[index].sender = name
        }
    }
}
