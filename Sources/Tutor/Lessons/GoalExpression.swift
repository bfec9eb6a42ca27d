import Foundation

/// A step's goal: conditions on the live scene and on what the learner did, all of which must
/// hold. Written in a lesson as e.g. `ran screen and screen contains "Welcome"`.
public struct GoalExpression: Equatable, Sendable {
    public enum Condition: Equatable, Sendable {
        /// The learner ran this command (by its name) during the step.
        case ran(String)
        /// The scene's screen, as `screen` draws it, contains this text.
        case screenContains(String)
    }

    public let conditions: [Condition]

    public init(conditions: [Condition]) {
        self.conditions = conditions
    }

    /// Parses the text after `goal:`; unknown commands are refused when `commands` is given.
    public static func parse(_ text: String, commands: CommandTable) -> Result<GoalExpression, GoalSyntaxError> {
        let parts = text.components(separatedBy: " and ")
        var conditions: [Condition] = []
        for part in parts {
            let clause = part.trimmingCharacters(in: .whitespaces)
            if clause.hasPrefix("ran ") {
                let command = clause.dropFirst(4).trimmingCharacters(in: .whitespaces)
                guard let spec = commands.command(named: command) else {
                    return .failure(GoalSyntaxError(message: "goal names unknown command '\(command)'"))
                }
                conditions.append(.ran(spec.name))
            } else if clause.hasPrefix("screen contains ") {
                let quoted = clause.dropFirst("screen contains ".count).trimmingCharacters(in: .whitespaces)
                guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else {
                    return .failure(GoalSyntaxError(message: "write the text in double quotes: screen contains \"…\""))
                }
                conditions.append(.screenContains(String(quoted.dropFirst().dropLast())))
            } else {
                return .failure(GoalSyntaxError(
                    message: "unknown goal '\(clause)'; known: ran <command>, screen contains \"<text>\""))
            }
        }
        return .success(GoalExpression(conditions: conditions))
    }

    /// The goal in words, for `next` and `step`.
    public var description: String {
        conditions.map { condition in
            switch condition {
            case .ran(let command): "run '\(command)'"
            case .screenContains(let text): "the screen shows \"\(text)\""
            }
        }.joined(separator: " and ")
    }
}

/// Why a goal expression could not be read.
public struct GoalSyntaxError: Error, Equatable, Sendable {
    public let message: String
}
