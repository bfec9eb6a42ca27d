import TextSafety

/// One lesson as the report shows it: from the lessons this Podbay knows, or only an id when a
/// student's file names a lesson it does not know (an instructor's own, not loaded here).
package struct LessonColumn: Equatable, Sendable {
    package let id: String
    package let number: Int?
    package let steps: Int?
    /// The right letter of each quiz question, in order.
    package let answers: [String]

    /// The id as the report prints it: it may come from a student's file (`OutsideText`).
    package var shownID: String {
        OutsideText(id).shown
    }

    /// `L3` for a known lesson, the id for one Podbay does not know.
    package var header: String {
        number.map { "L\($0)" } ?? shownID
    }
}
