/// The step titles of lesson texts Podbay shipped before, by lesson id and by the steps key
/// their progress records carry (`LessonText.stepsKey`; `""` for records saved before keys were):
/// a record saved with one of those texts is carried onto today's text by title
/// (`LessonProgress.carried(from:to:)`). Records saved since carry their titles themselves.
package struct FormerStepTitles: Sendable {
    private let byLesson: [String: [String: [String]]]

    package init(_ byLesson: [String: [String: [String]]] = [:]) {
        self.byLesson = byLesson
    }

    /// The titles of `lessonID`'s text a record of key `stepsKey` (nil: before keys) was saved with.
    package func titles(of lessonID: String, stepsKey: String?) -> [String]? {
        byLesson[lessonID]?[stepsKey ?? ""]
    }
}
