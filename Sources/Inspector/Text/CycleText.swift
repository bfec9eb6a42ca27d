/// Retain cycles in words: each loop of strong references, and the edges that close it.
package struct CycleText {
    let symbols: GraphSymbols

    package init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    package func lines(for graph: ObjectGraph) -> [String] {
        let cycles = StrongComponents(graph: graph).cycles
        guard !cycles.isEmpty else {
            return ["no retain cycles: no group of objects holds itself alive with strong references (\(graph.nodes.count) object\(graph.nodes.count == 1 ? "" : "s") read)"]
        }
        let rooted = KeepAliveChains.stronglyReachable(from: graph.roots, in: graph)
        var lines: [String] = []
        for (number, cycle) in cycles.enumerated() {
            let names = cycle.map { graph.nodes[$0].name }
            lines.append("cycle \(number + 1): \(names.joined(separator: ", ")) hold each other with strong references:")
            for edge in StrongComponents.closingEdges(of: cycle, in: graph) {
                lines.append("  " + TargetText.edge(edge, in: graph, symbols: symbols))
            }
            lines.append(rooted[cycle[0]]
                ? "  a root still reaches it; once nothing outside holds it, it will leak"
                : "  no root reaches it: these objects are leaked")
        }
        return lines
    }

    /// One cycle in a sentence, without arrows, for a goal that wants none: its members sorted by
    /// name, then the references that close it, only the closures' captures when there are any
    /// (they are what to change): `A#1, B#1 (B#1 .listeners[1].callback holds A#1 through a
    /// closure's capture)`.
    package static func sentence(for cycle: [Int], in graph: ObjectGraph) -> String {
        let names = cycle.map { graph.nodes[$0].name }.sorted()
        let closing = StrongComponents.closingEdges(of: cycle, in: graph)
        let captures = closing.filter(\.isCapture)
        let shown = (captures.isEmpty ? closing : captures).map { edge in
            let target = TargetText.of(edge.to, in: graph)
            return graph.nodes[edge.from].name + " " + edge.path + " holds " + target
                + (edge.isCapture ? " through a closure's capture" : " strongly")
        }
        return names.joined(separator: ", ") + (shown.isEmpty ? "" : " (" + shown.joined(separator: "; ") + ")")
    }

    /// A chain of strong references in a sentence, for a rule that wants none: `A#1 .onTap holds
    /// A#1's target B#1 through a closure's capture`, each hop `X .field holds Y strongly` or
    /// `… through a closure's capture`, joined with `, and `.
    package static func sentence(forChain chain: [Int], in graph: ObjectGraph) -> String {
        chain.map { index in
            let edge = graph.edges[index]
            return graph.nodes[edge.from].name + " " + edge.path + " holds " + TargetText.of(edge.to, in: graph)
                + (edge.isCapture ? " through a closure's capture" : " strongly")
        }.joined(separator: ", and ")
    }
}
