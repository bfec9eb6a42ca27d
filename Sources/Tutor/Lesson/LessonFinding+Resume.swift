package import LessonFormat
package import Progress

/// On any `LessonFinding`: the catalog, or at start a `LessonWalk` that parses only the texts
/// the greeting reaches.
extension LessonFinding {
    /// Whether the learner met every goal of `lesson` and answered its whole quiz rightly.
    package func isDone(_ lesson: LessonText, in progress: LearnerProgress) -> Bool {
        guard let saved = progress.lessons[lesson.id] else { return false }
        let goals = Set(saved.goalsMet.filter { lesson.steps.indices.contains($0) })
        return goals.count == lesson.steps.count
            && QuizScore(lesson: lesson, progress: saved).right == lesson.quiz.count
    }

    /// Where a returning learner goes on: the lesson they had open when it is not done, else the
    /// first lesson not done; `nil` when every lesson is done.
    package func lessonToResume(_ progress: LearnerProgress) -> (lesson: LessonText, wasOpen: Bool)? {
        if let last = progress.lastLesson.flatMap(lesson(named:)), !isDone(last, in: progress) {
            return (last, true)
        }
        return firstLesson { !isDone($0, in: progress) }.map { ($0, false) }
    }
}
