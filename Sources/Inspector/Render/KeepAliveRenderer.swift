/// `why`: the chains of strong references that keep an object alive, or what holds it instead.
public struct KeepAliveRenderer {
    public let symbols: GraphSymbols

    public init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    public func lines(for graph: ObjectGraph, target: Int, retainCount: UInt) -> [String] {
        let name = graph.nodes[target].name
        switch KeepAliveChains(graph: graph, target: target).answer {
        case .held(let chains):
            var lines = ["\(name) is kept alive by:"]
            for chain in chains {
                guard let first = chain.first else {
                    lines.append("  it is a root (\(graph.nodes[target].rootLabels.joined(separator: ", ")))")
                    continue
                }
                let root = graph.nodes[graph.edges[first].from]
                var text = "  (root: \(root.rootLabels.joined(separator: ", "))) " + root.name
                for edgeIndex in chain {
                    let edge = graph.edges[edgeIndex]
                    text += " " + edge.path + " " + symbols.line + edge.ownership.rawValue + symbols.arrow + " "
                        + TargetText.of(edge.to, in: graph)
                }
                lines.append(text)
            }
            return lines
        case .leakedInCycle(let cycle):
            let names = cycle.map { graph.nodes[$0].name }
            return ["leaked: \(name) is alive, no root reaches it, and it is held only by the cycle \(names.joined(separator: " \(symbols.arrow) ")) \(symbols.arrow) \(names[0])"]
        case .heldFromOutside:
            return ["\(name) is alive but no root reaches it: held from outside the graph (retain count \(retainCount), a diagnostic that counts temporaries too) — a local variable, or a closure's capture the inspector cannot see"]
        }
    }
}
