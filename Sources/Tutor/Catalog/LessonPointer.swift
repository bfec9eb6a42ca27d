/// The lesson to open next, as the end of a lesson names it: `Next: 'open 1' (Renderable).`
package struct LessonPointer: Equatable, Sendable {
    package let number: Int
    package let title: String

    package init(number: Int, title: String) {
        self.number = number
        self.title = title
    }
}
