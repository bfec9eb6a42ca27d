package import LessonFormat
package import Progress

extension ProgressStore {
    /// `fit(toStepCounts:)` with the step counts of `catalog`'s lessons.
    /// With nothing saved there is nothing to fit, and a deferred catalog stays unread.
    package func fit(to catalog: LessonCatalog) -> [ProgressProblem] {
        guard !progress.lessons.isEmpty else { return [] }
        return fit(toStepCounts: Dictionary(catalog.lessons.map { ($0.id, $0.steps.count) }, uniquingKeysWith: { _, last in last }))
    }
}
