/// Whether a step's goal holds now: against the live scene and what the learner ran.
public struct GoalCheck {
    public init() {}

    public func isMet(_ goal: GoalExpression, in lesson: OpenLesson) -> Bool {
        goal.conditions.allSatisfy { condition in
            switch condition {
            case .ran(let command):
                lesson.commandsRun.contains(command)
            case .screenContains(let text):
                // Drawn wide, so a phrase is not split by wrapping.
                lesson.scene.drawScreen(width: 240, ascii: true).joined(separator: "\n").contains(text)
            }
        }
    }
}
