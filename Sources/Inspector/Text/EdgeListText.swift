/// The graph as one line per reference: `from .path ─strong─▶ to`.
public struct EdgeListText {
    public let symbols: GraphSymbols

    public init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    public func lines(for graph: ObjectGraph) -> [String] {
        graph.edges.map { TargetText.edge($0, in: graph, symbols: symbols) }
    }
}
