/// The graph as a tree from each root: every object expanded once, later sightings marked
/// `(see above)`, every edge saying its ownership in words.
package struct TreeText {
    let symbols: GraphSymbols
    /// How many references deep to expand (`graph --depth N`).
    let depth: Int
    /// Past this many levels the indentation stops growing and each line says its level instead,
    /// so a long chain prints in linear space.
    static let deepestIndent = 40

    package init(symbols: GraphSymbols, depth: Int = .max) {
        self.symbols = symbols
        self.depth = depth
    }

    private struct Pending {
        let edge: Int
        let level: Int
        let last: Bool
    }

    /// The tree, one line per string.
    package func lines(for graph: ObjectGraph, from starts: [Int]? = nil) -> [String] {
        text(for: graph, from: starts).split(separator: "\n").map(String.init)
    }

    /// The tree as one text, a line per edge, each line ended by a newline. Written into one
    /// buffer of bytes: a heap of 100k objects prints 200k lines, and a string grown piece by
    /// piece per line cost more than walking the heap (see `make bench`).
    package func text(for graph: ObjectGraph, from starts: [Int]? = nil) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(graph.edges.count * 64 + 64)
        var expanded = [Bool](repeating: false, count: graph.nodes.count)
        // Names are spelled into the buffer from their parts: no string per object.
        func name(_ node: Int) {
            let entry = graph.nodes[node].entry
            out.append(contentsOf: entry.typeName.utf8)
            out.append(UInt8(ascii: "#"))
            out.append(contentsOf: String(entry.number).utf8)
        }
        let pipe = Array(symbols.pipe.utf8), blank = Array("   ".utf8)
        let branch = Array(symbols.branch.utf8), lastBranch = Array(symbols.lastBranch.utf8)
        let arrow = Array(" \(symbols.arrow) ".utf8), capture = Array(" (capture)".utf8), seeAbove = Array("  (see above)".utf8)
        let ownership = Ownership.allCases.map { (key: $0, bytes: Array(TargetText.paddedOwnership($0).utf8)) }
        // A line's indentation is one segment per level above it, a pipe or blanks depending on
        // whether that level's edge was the last of its siblings: kept as flags and spelled out
        // per line, so no prefix string is built per object.
        var lastAtLevel: [Bool] = [false]
        func indent(_ segments: Int) {
            for level in stride(from: 1, through: segments, by: 1) {
                out.append(contentsOf: lastAtLevel[level] ? blank : pipe)
            }
        }
        for start in starts ?? graph.roots {
            let labels = graph.rootLabels(of: start)
            name(start)
            if !labels.isEmpty { out.append(contentsOf: "  (root: \(labels.joined(separator: ", ")))".utf8) }
            out.append(newline)
            expanded[start] = true
            // Depth first without recursion.
            var stack: [Pending] = []
            push(graph.outgoing[start], level: 1, onto: &stack)
            while let item = stack.popLast() {
                let edge = graph.edges[item.edge]
                indent(min(item.level, Self.deepestIndent) - 1)
                out.append(contentsOf: item.last ? lastBranch : branch)
                if item.level > Self.deepestIndent { out.append(contentsOf: "[level \(item.level)] ".utf8) }
                out.append(contentsOf: ownership.first { $0.key == edge.ownership }?.bytes ?? [])
                edge.appendPath(to: &out)
                if edge.isCapture { out.append(contentsOf: capture) }
                out.append(contentsOf: arrow)
                guard case .node(let next) = edge.to else {
                    out.append(contentsOf: TargetText.of(edge.to, in: graph).utf8)
                    out.append(newline)
                    continue
                }
                name(next)
                if expanded[next] {
                    if !graph.outgoing[next].isEmpty { out.append(contentsOf: seeAbove) }
                    out.append(newline)
                    continue
                }
                out.append(newline)
                let children = graph.outgoing[next]
                guard !children.isEmpty else {
                    expanded[next] = true
                    continue
                }
                if item.level <= Self.deepestIndent {
                    if lastAtLevel.count <= item.level { lastAtLevel.append(item.last) } else { lastAtLevel[item.level] = item.last }
                }
                guard item.level < depth else {
                    // Cut by --depth, so not expanded: a later sighting must not say "(see above)"
                    // of references that were never drawn.
                    indent(min(item.level, Self.deepestIndent - 1))
                    out.append(contentsOf: "…\n".utf8)
                    continue
                }
                expanded[next] = true
                push(children, level: item.level + 1, onto: &stack)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private var newline: UInt8 { UInt8(ascii: "\n") }

    private func push(_ children: Range<Int>, level: Int, onto stack: inout [Pending]) {
        for edge in children.reversed() {
            stack.append(Pending(edge: edge, level: level, last: edge == children.upperBound - 1))
        }
    }
}
