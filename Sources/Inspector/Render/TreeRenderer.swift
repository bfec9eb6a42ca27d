/// The graph as a tree from each root: every object expanded once, later sightings marked
/// `(see above)`, every edge saying its ownership in words.
public struct TreeRenderer {
    public let symbols: GraphSymbols
    /// How many references deep to expand (`graph --depth N`).
    public let depth: Int
    /// Past this many levels the indentation stops growing and each line says its level instead,
    /// so a long chain prints in linear space.
    public static let deepestIndent = 40

    public init(symbols: GraphSymbols, depth: Int = .max) {
        self.symbols = symbols
        self.depth = depth
    }

    public func lines(for graph: ObjectGraph, from starts: [Int]? = nil) -> [String] {
        var lines: [String] = []
        var expanded = Set<Int>()
        for start in starts ?? graph.roots {
            let labels = graph.nodes[start].rootLabels
            lines.append(graph.nodes[start].name + (labels.isEmpty ? "" : "  (root: \(labels.joined(separator: ", ")))"))
            expanded.insert(start)
            // Iterative depth-first walk: (edge index, prefix, level, is last sibling).
            var stack: [(edge: Int, prefix: String, level: Int, last: Bool)] = []
            push(children: graph.outgoing[start], prefix: "", level: 1, onto: &stack)
            while let item = stack.popLast() {
                let edge = graph.edges[item.edge]
                let target = TargetText.of(edge.to, in: graph)
                let level = item.level > Self.deepestIndent ? "[level \(item.level)] " : ""
                var line = item.prefix + (item.last ? symbols.lastBranch : symbols.branch) + level
                    + TargetText.ownership(edge.ownership) + " " + edge.path + " " + symbols.arrow + " " + target
                guard case .node(let next) = edge.to else {
                    lines.append(line)
                    continue
                }
                if expanded.contains(next) {
                    line += graph.outgoing[next].isEmpty ? "" : "  (see above)"
                    lines.append(line)
                    continue
                }
                lines.append(line)
                expanded.insert(next)
                guard item.level < depth else {
                    if !graph.outgoing[next].isEmpty { lines.append(item.prefix + (item.last ? "   " : symbols.pipe) + "…") }
                    continue
                }
                let prefix = item.level < Self.deepestIndent ? item.prefix + (item.last ? "   " : symbols.pipe) : item.prefix
                push(children: graph.outgoing[next], prefix: prefix, level: item.level + 1, onto: &stack)
            }
        }
        return lines
    }

    private func push(children: [Int], prefix: String, level: Int, onto stack: inout [(edge: Int, prefix: String, level: Int, last: Bool)]) {
        for (position, edge) in children.enumerated().reversed() {
            stack.append((edge, prefix, level, position == children.count - 1))
        }
    }
}
