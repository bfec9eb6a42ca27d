package import LessonFormat
package import Progress

extension ProgressStore {
    /// `fit(toStepCounts:)` with the step counts of `catalog`'s lessons.
    /// With nothing saved there is nothing to fit, and a deferred catalog stays unread.
    package func fit(to catalog: LessonCatalog) -> [ProgressProblem] {
        guard !progress.lessons.isEmpty else { return [] }
        return fit(toStepCounts: Dictionary(catalog.lessons.map { ($0.id, $0.steps.count) }, uniquingKeysWith: { _, last in last }))
    }

    /// Whether `fit(to:)` could change anything, told from the lesson files' outlines without
    /// parsing one: a saved record that the step count of some file under its id would change
    /// (a lesson's steps are its outline's when the file reads as a lesson at all). False for
    /// every learner whose saved steps lie within their lessons, who then skips the catalog's read.
    package func mayNeedFitting(_ outlines: [LessonTextOutline]) -> Bool {
        var stepCounts: [String: [Int]] = [:]
        for outline in outlines {
            if let id = outline.id { stepCounts[id, default: []].append(outline.stepCount) }
        }
        return progress.lessons.contains { id, lesson in
            (stepCounts[id] ?? []).contains { lesson.fitted(toSteps: $0) != lesson }
        }
    }
}
