/// A command as the user entered it: the command it called and the words after its name.
package struct EnteredCommand: Equatable, Sendable {
    package let spec: CommandSpec
    package let arguments: [String]

    package init(spec: CommandSpec, arguments: [String]) {
        self.spec = spec
        self.arguments = arguments
    }

    package var name: String { spec.name }
}
