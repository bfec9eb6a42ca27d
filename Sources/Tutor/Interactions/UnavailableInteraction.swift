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
            "not available yet: '\(command.name)' reads the live ownership graph and message routes, and the inspector that reads them from the Swift runtime is still being built"))
    }
}
