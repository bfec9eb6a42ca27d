/// The lesson catalog with a learner's marks, and the lesson files that could not be read.
public struct CatalogRenderable: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let number: Int
        public let id: String
        public let title: String
        public let status: String
    }

    public struct Broken: Equatable, Sendable {
        public let file: String
        public let reason: String
    }

    public let rows: [Row]
    public let broken: [Broken]

    public init(rows: [Row], broken: [Broken]) {
        self.rows = rows
        self.broken = broken
    }
}

/// Views that can show the catalog.
public protocol CatalogRendering: AnyObject {
    func render(_ catalog: CatalogRenderable)
}
