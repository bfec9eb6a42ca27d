/// A command as the user entered it: the command it called and the words after its name.
public struct EnteredCommand: Equatable, Sendable {
    public let spec: CommandSpec
    public let arguments: [String]

    public init(spec: CommandSpec, arguments: [String]) {
        self.spec = spec
        self.arguments = arguments
    }

    public var name: String { spec.name }
}
