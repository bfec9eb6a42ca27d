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

    private struct Pending {
        let edge: Int
        let prefix: String
        let level: Int
        let last: Bool
    }

    public func lines(for graph: ObjectGraph, from starts: [Int]? = nil) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(graph.edges.count + 1)
        var expanded = [Bool](repeating: false, count: graph.nodes.count)
        // Each name built once, however many edges lead to it.
        let names = graph.nodes.map(\.name)
        func target(_ to: ObjectGraph.Target) -> String {
            if case .node(let index) = to { return names[index] }
            return TargetText.of(to, in: graph)
        }
        for start in starts ?? graph.roots {
            let labels = graph.nodes[start].rootLabels
            lines.append(names[start] + (labels.isEmpty ? "" : "  (root: \(labels.joined(separator: ", ")))"))
            expanded[start] = true
            // Depth first without recursion.
            var stack: [Pending] = []
            push(graph.outgoing[start], prefix: "", level: 1, onto: &stack)
            while let item = stack.popLast() {
                let edge = graph.edges[item.edge]
                var line = item.prefix
                line += item.last ? symbols.lastBranch : symbols.branch
                if item.level > Self.deepestIndent { line += "[level \(item.level)] " }
                line += TargetText.paddedOwnership(edge.ownership)
                line += edge.path
                line += " "
                line += symbols.arrow
                line += " "
                line += target(edge.to)
                guard case .node(let next) = edge.to else {
                    lines.append(line)
                    continue
                }
                if expanded[next] {
                    if !graph.outgoing[next].isEmpty { line += "  (see above)" }
                    lines.append(line)
                    continue
                }
                lines.append(line)
                expanded[next] = true
                let children = graph.outgoing[next]
                guard !children.isEmpty else { continue }
                let prefix = item.level < Self.deepestIndent ? item.prefix + (item.last ? "   " : symbols.pipe) : item.prefix
                guard item.level < depth else {
                    lines.append(prefix + "…")
                    continue
                }
                push(children, prefix: prefix, level: item.level + 1, onto: &stack)
            }
        }
        return lines
    }

    private func push(_ children: [Int], prefix: String, level: Int, onto stack: inout [Pending]) {
        var position = children.count
        while position > 0 {
            position -= 1
            stack.append(Pending(edge: children[position], prefix: prefix, level: level, last: position == children.count - 1))
        }
    }
}
