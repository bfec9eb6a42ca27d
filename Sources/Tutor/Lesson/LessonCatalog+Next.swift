package import LessonFormat

extension LessonCatalog {
    /// The lesson after `lesson` in the catalog's order; `nil` after the last one, and for a
    /// lesson the catalog does not hold (a loaded scene).
    package func pointer(after lesson: LessonText) -> LessonPointer? {
        guard let index = lessons.firstIndex(where: { $0.id == lesson.id }), index + 1 < lessons.count else { return nil }
        let next = lessons[index + 1]
        return LessonPointer(number: next.number, title: next.title)
    }
}
