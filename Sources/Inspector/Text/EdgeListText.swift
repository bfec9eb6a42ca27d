/// The graph as one line per reference: `from .path ─strong─▶ to`.
package struct EdgeListText {
    let symbols: GraphSymbols

    package init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    package func lines(for graph: ObjectGraph) -> [String] {
        graph.edges.map { TargetText.edge($0, in: graph, symbols: symbols) }
    }
}
