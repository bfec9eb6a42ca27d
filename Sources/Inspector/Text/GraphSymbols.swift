/// The characters graphs and routes are drawn with: box drawing, or ASCII.
package struct GraphSymbols: Equatable, Sendable {
    let branch: String
    let lastBranch: String
    let pipe: String
    package let arrow: String
    package let line: String
    let delivery: String

    package static let unicode = GraphSymbols(branch: "├─ ", lastBranch: "└─ ", pipe: "│  ", arrow: "─▶", line: "──", delivery: "▶")
    package static let ascii = GraphSymbols(branch: "|- ", lastBranch: "`- ", pipe: "|  ", arrow: "->", line: "--", delivery: ">")

    init(branch: String, lastBranch: String, pipe: String, arrow: String, line: String, delivery: String) {
        self.branch = branch
        self.lastBranch = lastBranch
        self.pipe = pipe
        self.arrow = arrow
        self.line = line
        self.delivery = delivery
    }
}
