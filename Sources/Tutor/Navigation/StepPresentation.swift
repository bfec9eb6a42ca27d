import Inspector

/// Turns the open lesson into the renderables that show it: a pure mapping shared by the
/// interactions that open lessons and move through steps.
public struct StepPresentation {
    public let inspector: InspectorSession
    /// How route texts in goals are spelt: as `route` prints them.
    package let symbols: GraphSymbols

    package init(inspector: InspectorSession, symbols: GraphSymbols) {
        self.inspector = inspector
        self.symbols = symbols
    }

    public func opening(_ open: OpenLesson) -> LessonOpeningRenderable {
        LessonOpeningRenderable(
            number: open.lesson.number, title: open.lesson.title, summary: open.lesson.summary,
            introduction: open.lesson.introduction, resumedAt: open.stepIndex > 0 ? open.stepIndex + 1 : nil,
            replayed: open.replayed)
    }

    /// The current step; its goal shows as met when it holds now or was met on an earlier visit.
    public func step(_ open: OpenLesson, saved: LessonProgress) -> StepRenderable? {
        guard let step = open.step else { return nil }
        return StepRenderable(
            lessonTitle: open.lesson.title, number: open.stepIndex + 1, count: open.lesson.steps.count,
            title: step.title, prose: step.prose, tries: step.tries, goal: step.goal.description(symbols: symbols),
            goalMet: saved.goalsMet.contains(open.stepIndex) || GoalCheck(inspector: inspector).isMet(step.goal, in: open))
    }
}
