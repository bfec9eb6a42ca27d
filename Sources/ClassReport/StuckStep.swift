/// The step where a student tried the most commands without meeting its goal.
package struct StuckStep: Equatable, Sendable, Codable {
    /// Fewer commands at a step are exploring, not being stuck: one early `next` flagged nobody.
    package static let fewestCommands = 5

    package let lesson: String
    /// The lesson's number, when this Podbay knows the lesson.
    package let number: Int?
    /// The step, from 1.
    package let step: Int
    package let commands: Int

    /// `L3.2 (14)`: lesson 3, step 2, 14 commands.
    package var text: String {
        "\(number.map { "L\($0)" } ?? lesson).\(step) (\(commands))"
    }
}
