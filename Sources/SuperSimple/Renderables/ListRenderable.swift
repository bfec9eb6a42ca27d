/// The rows of a list, each already formatted for display.
public struct ListRenderable: Equatable, Sendable {
    public let rows: [String]
    /// Shown when there are no rows.
    public let emptyText: String

    public init(rows: [String], emptyText: String = "(nothing)") {
        self.rows = rows
        self.emptyText = emptyText
    }
}
