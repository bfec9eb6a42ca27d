/// Finding a lesson by name or by a test, in the catalog's order: the catalog answers with every
/// text read, a `LessonWalk` reading as few as it can.
package protocol LessonFinding {
    func lesson(named name: String) -> LessonText?
    func firstLesson(where isWanted: (LessonText) -> Bool) -> LessonText?
}

extension LessonCatalog: LessonFinding {}
