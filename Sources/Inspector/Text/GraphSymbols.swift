/// The characters graphs and routes are drawn with: box drawing, or ASCII.
public struct GraphSymbols: Equatable, Sendable {
    public let branch: String
    public let lastBranch: String
    public let pipe: String
    public let arrow: String
    public let line: String
    public let delivery: String

    public static let unicode = GraphSymbols(branch: "├─ ", lastBranch: "└─ ", pipe: "│  ", arrow: "─▶", line: "──", delivery: "▶")
    public static let ascii = GraphSymbols(branch: "|- ", lastBranch: "`- ", pipe: "|  ", arrow: "->", line: "--", delivery: ">")

    public init(branch: String, lastBranch: String, pipe: String, arrow: String, line: String, delivery: String) {
        self.branch = branch
        self.lastBranch = lastBranch
        self.pipe = pipe
        self.arrow = arrow
        self.line = line
        self.delivery = delivery
    }
}
