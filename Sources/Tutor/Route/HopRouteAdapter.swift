import Inspector
import SuperSimple

/// Turns the runtimes' hops into the inspector's route log, naming objects as they pass.
final class HopRouteAdapter: HopObserving {
    private let route: RouteLog
    private let registry: ObjectRegistry
    private let closures = ClosureOwnerReader()
    /// Whether an object holds a reference to another in one of its own fields (one level deep):
    /// a channel's message credited to an object that holds no reference to the pipeline it went
    /// through was not sent by it.
    private let holds: (AnyObject, AnyObject) -> Bool
    private(set) var unwired: [UnwiredComponent] = []

    /// What a message sent straight from a later turn of the run loop is said to come from: the
    /// run loop ran someone's closure, and whose is not reported.
    static let runLoopSender = "(sender unknown: a closure the run loop ran)"

    /// What a message a closure sends without naming itself is said to come from when the
    /// closure's owner cannot be told: it captures no object of its own or several, and who
    /// attached it was not seen; or it was not handed over.
    static func closureSender(_ hop: String, handedOver: Bool) -> String {
        handedOver
            ? "(sender unknown: the closure under '\(hop)' captures no single object of its own)"
            : "(sender unknown: '\(hop)' runs a closure it does not hand over)"
    }

    /// Who attached the closures handed over so far in this lesson's scene (kept by the session:
    /// a closure attached in one action often runs in a later one).
    private let attachers: ClosureAttachers

    /// Whose code is running when a message is sent, read from the call stack; nil where it is
    /// not read (unit tests of the hops alone).
    private let stack: CodeOnStack?
    /// Every live object the scene reaches, its own object included, walked when asked: which
    /// objects of a type are alive, counted where that decides who sent a message.
    private let liveObjects: () -> [AnyObject]
    /// The scene object, whose own code runs outside every hop (named as `graph` and `why` name it).
    private weak var scene: AnyObject?
    private var openHops = 0

    init(
        route: RouteLog, registry: ObjectRegistry, attachers: ClosureAttachers = ClosureAttachers(), stack: CodeOnStack? = nil,
        liveObjects: @escaping () -> [AnyObject] = { [] }, scene: AnyObject? = nil,
        holds: @escaping (AnyObject, AnyObject) -> Bool = { _, _ in true }
    ) {
        self.scene = scene
        self.route = route
        self.registry = registry
        self.attachers = attachers
        self.stack = stack
        self.liveObjects = liveObjects
        self.holds = holds
    }

    func enter(_ hop: Hop) {
        let kind: RouteLog.Step.Kind = switch hop.kind {
        case .send, .user: .send
        case .call: .call
        case .delivery: .delivery
        case .later: .later
        }
        // Named sender first, then receiver, then the closure's owner: the order of first sight
        // numbers objects and orders `alive` and `freed`.
        let sender = sender(of: hop)
        // Handed over outside every hop, a closure is the scene's own code's: the scene attached it.
        if let context = hop.handedOverContext, let attacher = hop.sender ?? HopReporter.sender() ?? (openHops == 0 ? scene : nil) {
            handedOver(closureContext: context, by: attacher)
        }
        openHops += 1
        // A closure's hops are named by its owner (`owner(ofContext:)`) everywhere: the hop that
        // runs it, and what it sends or calls without naming itself.
        let named = hop.receiver.map(registry.name(of:)) ?? hop.receiverType ?? "parent (attached closure)"
        let owner = hop.runsClosure
            ? hop.closureContext.flatMap { self.owner(ofContext: $0, function: hop.closureFunction) }.map(registry.name(of:)) : nil
        // The closure's words stay first (`parent (attached closure)`, `listener 1`), its owner after.
        let receiver = switch (hop.receiver, owner) {
        case (nil, let owner?): "\(named) of \(owner)"
        default: named
        }
        let runs: String? = switch hop.kind {
        case _ where owner != nil: owner
        case .later: Self.runLoopSender
        case _ where hop.runsClosure: Self.closureSender(named, handedOver: hop.handsOverClosure)
        default: nil
        }
        route.begin(
            kind: kind, byUser: hop.kind == .user, sender: sender, receiver: receiver, runs: runs,
            channel: hop.channel, message: hop.message)
    }

    /// The hop's sender's name. A channel's message is checked against the code that runs when
    /// it is sent (`CodeOnStack`): the hop's sender when that is its type's code and it holds a
    /// reference to the pipeline; else the one live object of the running code's type (a manager
    /// that reports nothing ran another object's closure inside this hop); else an honest
    /// "unknown" naming the hop and the code. Where the stack cannot be read (no symbols), the
    /// sender must at least hold a reference to the pipeline.
    private func sender(of hop: Hop) -> String? {
        guard hop.channel != nil, let pipeline = hop.receiver, hop.sender !== pipeline else { return hop.sender.map(registry.name(of:)) }
        guard let stack, case .function(let running) = stack.innermost() else { return heldSender(of: hop, pipeline) }
        if let sender = hop.sender, stack.isCode(running, of: type(of: sender)), holds(sender, pipeline) { return registry.name(of: sender) }
        if let object = onlyObject(running: running, in: stack, holding: pipeline) { return registry.name(of: object) }
        guard let sender = hop.sender else { return nil }
        let code = running.typeText.map { "\($0)'s code" } ?? running.functionText
        return "(sender unknown: ran during \(registry.name(of: sender))'s hop, from \(code))"
    }

    /// The hop's sender, unless it holds no reference to the pipeline: without the stack, that is
    /// the one claim that can be checked. The scene's own code reaches every module it built.
    private func heldSender(of hop: Hop, _ pipeline: AnyObject) -> String? {
        guard let sender = hop.sender else { return nil }
        let name = registry.name(of: sender)
        guard sender !== scene, !holds(sender, pipeline) else { return name }
        return "(sender unknown: ran during \(name)'s hop, and \(name) holds no reference to this pipeline)"
    }

    /// The object whose code `running` is, when the scene reaches exactly one live object of that
    /// type, or exactly one of several that holds a reference to `pipeline` (when one is given). An object the scene
    /// does not reach is not counted (as `alive` does not list it).
    private func onlyObject(running: StackFunction, in stack: CodeOnStack, holding pipeline: AnyObject?) -> AnyObject? {
        let ofType = liveObjects().filter { stack.isCode(running, of: type(of: $0)) }
        if ofType.count == 1 { return ofType[0] }
        guard let pipeline else { return nil }
        let holding = ofType.filter { holds($0, pipeline) }
        return holding.count == 1 ? holding[0] : nil
    }

    func leave() {
        openHops -= 1
        route.end()
    }

    func built(_ object: AnyObject) {
        route.named(registry.name(of: object))
    }

    func unwired(_ problem: UnwiredComponent) {
        unwired.append(problem)
    }

    func owner(ofClosureContext context: UnsafeRawPointer) -> AnyObject? {
        owner(ofContext: context, function: nil)
    }

    func owner(ofClosureContext context: UnsafeRawPointer, function: UnsafeRawPointer?) -> AnyObject? {
        owner(ofContext: context, function: function)
    }

    func handedOver(closureContext context: UnsafeRawPointer, by attacher: AnyObject) {
        attachers.record(context: closures.innermostContext(context), attacher: attacher)
    }

    func handedOverOutsideEveryHop(closureContext context: UnsafeRawPointer) {
        if let scene { handedOver(closureContext: context, by: scene) }
    }

    /// Whose code the closure whose context is `context` is. A closure is written in, and handed
    /// over by, the code of the object that attached it: its own statements are that object's
    /// (`{ [weak pipeline] o in pipeline?.notify(input: …) }` in MissionJoint is MissionJoint
    /// sending). What it captures names someone else only when it is exactly one object of its
    /// own, which is no pipeline (`MessageCarrying`: it carries, never sends): a method reference's
    /// object, `[weak self]`, or an object whose method the closure calls and whose code then
    /// sends (`{ [weak narrator] _ in narrator?.say() }`) when the closure's function cannot say
    /// whose code it is (below); the message the narrator's code then sends is credited from the
    /// call stack either way. With no object of its own, or several, the attacher,
    /// when its `attach(_:)` hop was seen; otherwise nobody that can be told.
    ///
    /// Before all that, the closure's own function, where its symbol can be read
    /// (`closure #1 in C.init(…)`), says whose code it was written in: a closure C's initializer
    /// wrote that captures `[state, weak face]` is C's, not its State's. The owner is then the
    /// object of that type it captures, else its attacher if of that type, else the one live
    /// object of that type the scene reaches (as a message's sender is credited).
    private func owner(ofContext context: UnsafeRawPointer, function: UnsafeRawPointer?) -> AnyObject? {
        let captured = closures.captures(ofContext: context)
        let attacher = attachers.attacher(ofContext: closures.innermostContext(context))
        if let written = writer(of: function, context: context, captured: captured, attacher: attacher) { return written }
        let own = captured.filter { !($0 is any MessageCarrying) }
        return own.count == 1 ? own[0] : attacher
    }

    /// The object whose code the closure's function is (read through reabstraction thunks),
    /// nil where its symbol cannot be read or no one object of its type can be told.
    private func writer(
        of function: UnsafeRawPointer?, context: UnsafeRawPointer, captured: [AnyObject], attacher: AnyObject?
    ) -> AnyObject? {
        guard let stack, let function else { return nil }
        let innermost = closures.innermostFunction(function, context: context) { wrapper in
            switch stack.function(at: wrapper) {
            case nil: true
            case .function(let code)?: code.isReabstractionThunk
            case .unknown?: false
            }
        }
        guard case .function(let written)? = stack.function(at: innermost) else { return nil }
        let ofType = captured.filter { stack.isCode(written, of: type(of: $0)) }
        if ofType.count == 1 { return ofType[0] }
        if let attacher, stack.isCode(written, of: type(of: attacher)) { return attacher }
        return onlyObject(running: written, in: stack, holding: nil)
    }
}

