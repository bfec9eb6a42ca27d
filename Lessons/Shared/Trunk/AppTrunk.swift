/// The app's dependencies, handed down through every module assembly. Shared, never copied:
/// two modules built from one trunk use the same managers.
public final class AppTrunk {
    public let authManager: AuthManaging
    public let taskManager: TaskManaging
    public let formatting: FormattingProviding

    public init(authManager: AuthManaging, taskManager: TaskManaging, formatting: FormattingProviding) {
        self.authManager = authManager
        self.taskManager = taskManager
        self.formatting = formatting
    }
}
