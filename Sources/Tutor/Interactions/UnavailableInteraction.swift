/// What the REPL screen sees of the interaction for commands not built yet.
public protocol UnavailableInteracting: CommandInteracting {
    func use(_ view: MessageRendering)
}

/// Commands whose capability is not built yet answer honestly instead of pretending.
public final class UnavailableInteraction: UnavailableInteracting {
    private weak var view: MessageRendering?

    public init() {}

    public func use(_ view: MessageRendering) {
        self.view = view
    }

    public func didEnter(_ command: EnteredCommand) {
        view?.render(MessageRenderable(
            .error,
            "not available yet: '\(command.name)' needs the ownership inspector, which reads objects and routes from the Swift runtime and is still being built"))
    }
}
