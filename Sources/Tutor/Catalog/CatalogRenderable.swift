/// The lesson catalog with a learner's marks, and the lesson files that could not be read.
package struct CatalogRenderable: Equatable, Sendable {
    package struct Row: Equatable, Sendable {
        package let number: Int
        package let id: String
        package let title: String
        package let status: Status
    }

    /// Where the learner is in a lesson.
    package enum Status: Equatable, Sendable {
        case new
        case inProgress(step: Int, of: Int, quiz: QuizTally)
        case done(quiz: QuizTally)
    }

    package struct Broken: Equatable, Sendable {
        package let file: String
        package let reason: String
    }

    package let rows: [Row]
    package let broken: [Broken]

    package init(rows: [Row], broken: [Broken]) {
        self.rows = rows
        self.broken = broken
    }
}

/// Views that can show the catalog.
package protocol CatalogRendering: AnyObject {
    func render(_ catalog: CatalogRenderable)
}
