package import LessonFormat
package import Progress

extension ProgressStore {
    /// `fit(toStepCounts:)` with the step counts of `catalog`'s lessons.
    package func fit(to catalog: LessonCatalog) -> [ProgressProblem] {
        fit(toStepCounts: Dictionary(catalog.lessons.map { ($0.id, $0.steps.count) }, uniquingKeysWith: { _, last in last }))
    }
}
