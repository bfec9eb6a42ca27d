package import CommandLanguage
/// An interaction told that the learner entered one of its commands: what happened, never what
/// to do. It answers whether the command ran or was refused.
package protocol CommandInteracting: AnyObject {
    @discardableResult
    func didEnter(_ command: EnteredCommand) -> CommandOutcome
}

/// Phrases more than one interaction says.
enum Phrases {
    static let noLesson = "no lesson is open: type 'lessons' to see them, then 'open 0'"

    static func usage(_ spec: CommandSpec) -> String {
        "usage: \(spec.usage)  (example: \(spec.example.line))"
    }

    /// A command given the wrong number of words: the problem, the usage and an example.
    static func miscounted(_ spec: CommandSpec, _ problem: String) -> String {
        "\(spec.name): \(problem); \(usage(spec))"
    }

    /// A command refused for what its arguments say: the command, the problem, and how to call it,
    /// on one line.
    static func refused(_ spec: CommandSpec, _ problem: String) -> String {
        "\(spec.name): \(problem); usage: \(spec.usage)"
    }
}
