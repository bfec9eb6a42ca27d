/// Reports for assemblers: the `assemble()` call and each initializer it makes, nested, so the
/// route of the action that built a screen is its assembly tree.
extension HopReporter {
    /// Runs an assembler's `assemble()`; what it builds is reported under it.
    ///
    /// ```swift
    /// func assemble() -> PodBayDoorsInteracting {
    ///     HopReporter.assemble(by: Self.self) { HopReporter.initialize { PodBayDoorsInteraction() } }
    /// }
    /// ```
    @inline(__always)
    public static func assemble<Assembler, Result>(by assembler: Assembler.Type, _ body: () -> Result) -> Result {
        around(Hop(kind: .call, sender: nil, receiver: nil, receiverType: "\(Assembler.self)", message: "assemble()"), body)
    }

    /// Runs a module's assembly function, `call(kind: .phone) ─▶ LoginModuleAssembly`; what it
    /// builds is reported under it. A function is not an object, so the hop names it.
    @inline(__always)
    public static func assembly<Result>(
        _ name: String, arguments: @autoclosure () -> String = "", _ body: () -> Result
    ) -> Result {
        around(Hop(kind: .call, sender: nil, receiver: nil, receiverType: name, message: "call(\(arguments()))"), body)
    }

    /// Reports `init` of the object `make` builds: hops made while it initializes are nested
    /// under it. Evaluate the initializer's arguments before calling this, so that what they
    /// build is reported beside the initializer, not inside it.
    @inline(__always)
    public static func initialize<Object: AnyObject>(_ make: () -> Object) -> Object {
        guard let binding else { return make() }
        binding.enter(Hop(kind: .call, sender: nil, receiver: nil, receiverType: "\(Object.self)", message: "init"))
        let object = make()
        binding.observer.built(object)
        binding.leave()
        return object
    }
}
