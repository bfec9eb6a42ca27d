package import LessonFormat
/// Moves between lessons and their steps; interactions ask it, never build lessons themselves.
package protocol LessonNavigating: AnyObject {
    /// The lesson being followed, if any.
    var current: OpenLesson? { get }
    /// Opens `lesson` at `stepIndex`, replacing (and freeing) the open one.
    func open(_ lesson: LessonText, atStep stepIndex: Int) -> OpenLesson?
    /// Moves the open lesson to another step.
    func go(toStep index: Int)
    /// Closes the open lesson, if it is `lessonID` (or any, when `nil`).
    func close(_ lessonID: String?)
}
