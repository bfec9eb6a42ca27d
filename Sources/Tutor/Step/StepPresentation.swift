import LessonFormat
package import Inspector

/// Turns the open lesson into the renderables that show it: a pure mapping shared by the
/// interactions that open lessons and move through steps. Whether a goal is met is decided by
/// `GoalCheck` and handed in.
package struct StepPresentation {
    /// How route texts in goals are spelt: as `route` prints them.
    package let symbols: GraphSymbols

    package init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    /// `done`: the learner finished the lesson before, and it opens at its first step again.
    package func opening(_ open: OpenLesson, done: Bool = false) -> LessonOpeningRenderable {
        LessonOpeningRenderable(
            number: open.lesson.number, title: open.lesson.title, summary: open.lesson.summary,
            introduction: open.lesson.introduction, resumedAt: open.stepIndex > 0 ? open.stepIndex + 1 : nil,
            replayed: open.replayed, replayNote: open.replayNote, isDone: done)
    }

    /// The current step, its goal shown as met or not.
    package func step(_ open: OpenLesson, goalMet: Bool) -> StepRenderable? {
        guard let step = open.step else { return nil }
        return StepRenderable(
            lessonTitle: open.lesson.title, number: open.stepIndex + 1, count: open.lesson.steps.count,
            title: step.title, prose: step.prose, tries: step.tries, goal: step.goal.description(symbols: symbols),
            goalMet: goalMet, isExercise: step.exercise != nil, releases: step.exercise?.releases ?? [])
    }
}
