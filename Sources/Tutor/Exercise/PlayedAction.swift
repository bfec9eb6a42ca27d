/// What one action of a check did, as the inspector saw it: the messages it caused, the screen it
/// left, the objects it freed. A check records one per action (the scene's build first), so that
/// the learner's run can be compared, action by action, with the lesson's solution's
/// (`SolutionComparison`).
package struct PlayedAction: Codable, Equatable, Sendable {
    /// The action as the lesson writes it (`tap add`); empty for the scene's build.
    package let action: String
    /// The messages, in the order they were sent: each hop of the route that sends or calls,
    /// without its number (deliveries follow from them, and the pipeline makes those).
    package let messages: [PlayedMessage]
    /// The screen after the action, drawn 240 columns wide in ASCII, as goals read it.
    package let screen: [String]
    /// The objects the action freed (`TaskListCore#1`), in the census's order.
    package let freed: [String]
    /// The objects alive after the action that the inspector has seen (`DiscoveryOneViewController#2`),
    /// in the census's order: how many of each type the run keeps, for the identity law.
    package let alive: [String]

    package init(action: String, messages: [PlayedMessage], screen: [String], freed: [String], alive: [String] = []) {
        self.action = action
        self.messages = messages
        self.screen = screen
        self.freed = freed
        self.alive = alive
    }

    private enum CodingKeys: String, CodingKey {
        case action, messages, screen, freed, alive
    }

    /// A verdict written without `alive` (an older check) reads as keeping nothing to compare.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        action = try container.decode(String.self, forKey: .action)
        messages = try container.decode([PlayedMessage].self, forKey: .messages)
        screen = try container.decode([String].self, forKey: .screen)
        freed = try container.decode([String].self, forKey: .freed)
        alive = try container.decodeIfPresent([String].self, forKey: .alive) ?? []
    }

    /// The action as a sentence says when it happened: `after 'tap add'`, `when the scene was built`.
    var when: String {
        action.isEmpty ? "when the scene was built" : "after '\(action)'"
    }
}

/// One message of a route: who sent what to whom, the objects by their `Type#n` names (or a
/// name that is no object: an initializer, an assembly function).
package struct PlayedMessage: Codable, Equatable, Sendable {
    package let sender: String
    /// The channel and the message as `route` prints them: `event .tasksChanged`, `render(BannerRenderable)`.
    package let message: String
    package let receiver: String

    package init(sender: String, message: String, receiver: String) {
        self.sender = sender
        self.message = message
        self.receiver = receiver
    }

    /// As `route` prints it in ASCII, without the step number: `A#1 -- event .started -> B#1`.
    var text: String { "\(sender) -- \(message) -> \(receiver)" }
}
