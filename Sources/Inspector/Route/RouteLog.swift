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
    /// Whose code each open hop runs (its receiver, or a closure's owner), innermost last.
    private var receivers: [String] = []
    /// The step each open hop began, innermost last.
    private var open: [Int] = []
    /// Who sent the outermost hops that are no call: the learner ("user"), or the scene building itself.
    private let origin: String
    /// Who made a call at the top, outside every hop: the scene's own code, answering the user's
    /// tap or building itself (`app.push(AccountViewController())` in a scene's `tap`), named as
    /// `graph` and `why` name the scene object (`the lesson`, a loaded scene's `Type#n`). The user
    /// only taps and types; they call nothing.
    package private(set) var sceneCode: String

    /// Who sent a channel's message when no hop was open: code that reports no hop (a loaded
    /// scene's own method, a manager of the engineer's), whose object cannot be told.
    static let unreported = "unreported code"

    /// What a shipped lesson's scene object is called, in a route as in `graph` and `why`.
    package static let lessonScene = "the lesson"

    package init(origin: String = "user", sceneCode: String = RouteLog.lessonScene) {
        self.origin = origin
        self.sceneCode = sceneCode
    }

    /// Forgets the previous action's hops.
    func clear() {
        steps = []
        receivers = []
        open = []
    }

    /// A hop begins; hops recorded until the matching `end()` are nested under it. A missing
    /// sender is the receiver of the enclosing hop (the object running when the call was made),
    /// or at the top: the origin (the user) for what the user did (`byUser`: a tap, typed text,
    /// as the hop's kind says, never its words), the scene's code for a call, and `unreported
    /// code` for a message sent on a module's channel. `runs` names whose code runs inside the
    /// hop when that is not its receiver (a closure's owner): hops nested in it default to it.
    package func begin(
        kind: Step.Kind, byUser: Bool = false, sender: String?, receiver: String, runs: String? = nil, channel: String?,
        message: String
    ) {
        let top = switch kind {
        case _ where byUser: origin
        case .send: channel != nil ? Self.unreported : origin
        case .call: sceneCode
        case .delivery, .later: origin
        }
        let from = byUser ? origin : sender ?? receivers.last ?? top
        steps.append(Step(kind: kind, depth: receivers.count, sender: from, receiver: receiver, channel: channel, message: message))
        receivers.append(runs ?? receiver)
        open.append(steps.count - 1)
    }

    /// The scene's code has a name only once the scene is built: the calls it made at the top
    /// while building say `name` instead of the name they were recorded under.
    package func nameSceneCode(_ name: String) {
        for index in steps.indices where steps[index].sender == sceneCode { steps[index].sender = name }
        sceneCode = name
    }

    /// What the user did (`tap tabs`, `type message "…"`) reached the scene's own code, which made
    /// its hops without reporting one of the user's: the route then begins with the user's action
    /// arriving at the scene, `user ── tap tabs ─▶ the lesson`, and every hop is nested under it,
    /// as a tap a view handles is; an action whose handling reported no hop is that line alone.
    /// Nothing changes when a hop at the top already is the user's (the scene said where the tap
    /// arrived), or when one is a later turn of the run loop, which no code of the scene's made.
    package func nest(underUser action: String) {
        guard open.isEmpty,
            !steps.contains(where: { $0.depth == 0 && ($0.sender == origin || $0.kind == .later) })
        else { return }
        let arrival = Step(kind: .send, depth: 0, sender: origin, receiver: sceneCode, channel: nil, message: action)
        steps = [arrival] + steps.map {
            Step(kind: $0.kind, depth: $0.depth + 1, sender: $0.sender, receiver: $0.receiver, channel: $0.channel, message: $0.message)
        }
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
