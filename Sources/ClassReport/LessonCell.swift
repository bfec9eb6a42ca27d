/// What one student did in one lesson: how far they got and how many goals they met.
package struct LessonCell: Equatable, Sendable, Codable {
    /// The furthest step reached, from 1: the step they are at, or past the last goal they met.
    package let stepReached: Int
    /// The lesson's steps, when this Podbay knows the lesson.
    package let steps: Int?
    package let goalsMet: Int
    /// Hints asked in this lesson; `nil` in a format-1 file, which did not count them.
    package let hints: Int?
    /// Commands tried in this lesson; `nil` in a format-1 file.
    package let commands: Int?

    /// `3/5 g2`: at step 3 of 5, 2 goals met.
    package var text: String {
        "\(stepReached)/\(steps.map(String.init) ?? "?") g\(goalsMet)"
    }
}
