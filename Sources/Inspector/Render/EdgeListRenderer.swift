/// The graph as one line per reference: `from .path ─strong─▶ to`.
public struct EdgeListRenderer {
    public let symbols: GraphSymbols

    public init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    public func lines(for graph: ObjectGraph) -> [String] {
        graph.edges.map { edge in
            graph.nodes[edge.from].name + " " + edge.path + " " + symbols.line + edge.ownership.rawValue + symbols.arrow
                + " " + TargetText.of(edge.to, in: graph)
        }
    }
}
