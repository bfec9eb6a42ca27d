extension LessonProgress {
    /// What two sessions did in one lesson, together: nothing either did is lost.
    ///
    /// Every field merges by a rule that only adds (the furthest step, the union of goals, answers
    /// from both with this session's winning a clash), so merging in any order gives the same
    /// learner the same credit. A new field gets its one line here.
    func merged(with other: LessonProgress) -> LessonProgress {
        var result = self
        result.step = max(step, other.step)
        result.goalsMet = Array(Set(goalsMet).union(other.goalsMet)).sorted()
        result.answers = other.answers.merging(answers) { _, mine in mine }
        // A first answer already saved was given before this session's save: it stays first.
        result.firstAnswers = firstAnswers.merging(other.firstAnswers) { _, saved in saved }
        result.exercises = exercises.merging(other.exercises) { mine, saved in mine.merged(with: saved) }
        return result
    }

    /// The same progress with numbers no lesson of `stepCount` steps can have brought in range: the
    /// step within the lesson, goals only of steps it has.
    package func fitted(toSteps stepCount: Int) -> LessonProgress {
        var result = self
        result.step = min(max(0, step), max(0, stepCount - 1))
        result.goalsMet = goalsMet.filter { (0..<stepCount).contains($0) }
        return result
    }
}
