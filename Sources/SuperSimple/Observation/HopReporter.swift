/// Where the runtimes report hops. With no observer installed a report costs one task-local read
/// and a nil check: the hop (and the text of its message) is never built.
///
/// The observer is bound for a scope (`observing(_:_:)`), not set globally, so concurrent work —
/// tests running in parallel — never reports into another's observer.
public enum HopReporter {
    @TaskLocal static var binding: ObserverBinding?

    /// The observer bound around the current code, if any.
    public static var observer: HopObserving? { binding?.observer }

    /// Runs `body` with `observer` receiving every hop reported inside it (on this task or thread).
    public static func observing<Result>(_ observer: HopObserving, _ body: () throws -> Result) rethrows -> Result {
        try $binding.withValue(ObserverBinding(observer: observer), operation: body)
    }

    /// Runs `body` as the hop `hop`: every hop reported inside it is nested under it.
    @inline(__always)
    public static func around<Result>(_ hop: @autoclosure () -> Hop, _ body: () throws -> Result) rethrows -> Result {
        guard let binding else { return try body() }
        binding.enter(hop())
        defer { binding.leave() }
        return try body()
    }

    /// Who to report as the sender of a message sent now: whose code the innermost open hop runs.
    /// That object, for a call or a delivery; the closure's owner, for a closure the hop hands
    /// over (a method reference's object, the one object of its own it captures, or else the
    /// object that attached it, read by the observer);
    /// `nil` where the hops cannot say (code the hop names that is no object, such as an
    /// initializer or an assembly function; a closure whose owner cannot be told; no hop at all),
    /// and the route then names the hop it is under. Never the role a channel belongs to: a
    /// message's sender is what ran, not what should have.
    public static func sender() -> AnyObject? {
        guard let binding else { return nil }
        switch binding.running.last {
        case .object(let running): return running
        case .closure(let closure):
            return closure?.context.flatMap { binding.observer.owner(ofClosureContext: $0, function: closure?.function) }
        case .named, nil: return nil
        }
    }

    /// Reports a component used before it was wired.
    public static func unwired(_ problem: @autoclosure () -> UnwiredComponent) {
        observer?.unwired(problem())
    }
}

extension HopReporter {
    /// Reports `render(SomeRenderable)` arriving at `view` while `body` stores it.
    @inline(__always)
    public static func render<Renderable>(_ renderable: Renderable, on view: AnyObject, _ body: () -> Void) {
        around(Hop(kind: .call, sender: nil, receiver: view, message: "render(\(Renderable.self))"), body)
    }
}

extension HopReporter {
    /// Runs `body` as a later turn of the app's run loop (`message` says what it was for): the hops
    /// it makes are drawn under a "later" line, apart from the action that scheduled it.
    public static func later(_ message: @autoclosure () -> String, _ body: () -> Void) {
        around(Hop(kind: .later, sender: nil, receiver: nil, receiverType: "run loop", message: message()), body)
    }
}

extension HopReporter {
    /// Reports what the user did (a tap, typed text) arriving at `receiver`, the screen, panel or
    /// view whose code handles it, while `body` hands it over: the route draws it from the user,
    /// whatever words the event is said in.
    ///
    /// ```swift
    /// HopReporter.user(.tap(control: "open"), to: view) { view.pipeline.notify(intent: .openTap) }
    /// ```
    @inline(__always)
    public static func user<Result>(_ event: UserEvent, to receiver: AnyObject, _ body: () -> Result) -> Result {
        around(Hop(kind: .user, sender: nil, receiver: receiver, message: event.description), body)
    }
}

extension HopReporter {
    /// Reports a plain call (`didTapMainButton()`) from `sender` to `receiver` while `body` makes it.
    @inline(__always)
    public static func call<Result>(
        from sender: AnyObject?, to receiver: AnyObject, _ message: @autoclosure () -> String, _ body: () -> Result
    ) -> Result {
        around(Hop(kind: .call, sender: sender, receiver: receiver, message: message()), body)
    }
}
