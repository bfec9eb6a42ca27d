/// The problems that kept a lesson text from being used, in line order.
package struct LessonProblems: Error, Equatable, Sendable {
    package let list: [LessonProblem]

    package init(_ list: [LessonProblem]) {
        self.list = list
    }
}
