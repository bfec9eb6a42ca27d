/// Where the runtimes report hops. With no observer installed a report costs one nil check: the
/// hop (and the text of its message) is never built.
public enum HopReporter {
    /// The installed observer, held weakly. Podbay runs its scenes on one thread; install the
    /// observer from that thread.
    nonisolated(unsafe) public static weak var observer: HopObserving?

    /// Runs `body` as the hop `hop`: every hop reported inside it is nested under it.
    @inline(__always)
    public static func around<Result>(_ hop: @autoclosure () -> Hop, _ body: () throws -> Result) rethrows -> Result {
        guard let observer else { return try body() }
        observer.enter(hop())
        defer { observer.leave() }
        return try body()
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
    /// Reports a plain call (`didTapMainButton()`) from `sender` to `receiver` while `body` makes it.
    @inline(__always)
    public static func call<Result>(
        from sender: AnyObject?, to receiver: AnyObject, _ message: @autoclosure () -> String, _ body: () -> Result
    ) -> Result {
        around(Hop(kind: .call, sender: sender, receiver: receiver, message: message()), body)
    }
}
