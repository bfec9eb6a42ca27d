/// `why`: the chains of strong references that keep an object alive, or what holds it instead.
package struct KeepAliveText {
    let symbols: GraphSymbols

    package init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    package func lines(for graph: ObjectGraph, target: Int, retainCount: UInt) -> [String] {
        let answer = answerLines(for: graph, target: target, retainCount: retainCount)
        let name = graph.nodes[target].name
        guard let unread = UnreadClosures(in: graph).sentence("one of them may hold \(name) too") else { return answer }
        return answer + ["  (" + unread + ")"]
    }

    private func answerLines(for graph: ObjectGraph, target: Int, retainCount: UInt) -> [String] {
        let name = graph.nodes[target].name
        switch KeepAliveChains(graph: graph, target: target).answer {
        case .held(let chains):
            var lines = ["\(name) is kept alive by:"]
            let rooted = KeepAliveChains.stronglyReachable(from: graph.roots, in: graph)
            for chain in chains {
                guard let first = chain.first else {
                    lines.append("  it is a root (\(graph.rootLabels(of: target).joined(separator: ", ")))")
                    continue
                }
                let start = graph.edges[first].from
                let root = graph.rootLabels(of: start)
                defer { lines += otherReferences(besides: chain, to: target, in: graph) }
                guard root.isEmpty || start == target else {
                    lines.append("  (root: \(root.joined(separator: ", "))) " + chainText(chain, in: graph))
                    continue
                }
                // A holder whose own chain from a root would run through the object itself, or
                // that no root reaches (a leaked object still pointing at it).
                let holder = graph.nodes[start].name
                let reason = start == target
                    ? "itself"
                    : rooted[start] ? "\(holder) is alive only through \(name) itself" : "no root reaches \(holder)"
                lines.append("  " + chainText(chain, in: graph) + " (" + reason + ")")
            }
            return lines
        case .leakedInCycle(let cycle, let via):
            let member = via.first.map { graph.edges[$0].from } ?? target
            let loop = cycleText(cycle, from: member, in: graph) + capturesText(cycle, in: graph)
            guard !via.isEmpty else {
                return ["leaked: \(name) is alive, no root reaches it, and it is held only by the cycle \(loop)"]
            }
            return ["leaked: \(name) is alive and no root reaches it: \(chainText(via, in: graph)), and "
                + "\(graph.nodes[member].name) is held only by the cycle \(loop)"]
        case .heldFromOutside(let via):
            guard let first = via.first else {
                return ["\(name) is alive but no root reaches it: held from outside the graph (retain count \(retainCount), a diagnostic that counts temporaries too) — a global or local variable, or a closure's capture the inspector cannot see"]
            }
            let holder = graph.nodes[graph.edges[first].from].name
            return ["\(name) is alive and no root reaches it: \(chainText(via, in: graph)), and \(holder) is held from outside the graph — a global or local variable, or a closure's capture the inspector cannot see ('why \(holder)' says more)"]
        }
    }

    /// A chain names one reference from its holder to the target; a holder with more (a field and
    /// a closure's capture, two fields) is said to hold it by those too, the first few named: any
    /// one of them alone keeps the target alive.
    private func otherReferences(besides chain: [Int], to target: Int, in graph: ObjectGraph) -> [String] {
        guard let last = chain.last else { return [] }
        let holder = graph.edges[last].from
        let others = graph.edges.indices.filter { index in
            let edge = graph.edges[index]
            return index != last && edge.from == holder && edge.ownership.keepsAlive && edge.to == .node(target)
        }
        guard !others.isEmpty else { return [] }
        let shown = others.prefix(3).map { graph.edges[$0].path + (graph.edges[$0].isCapture ? " (capture)" : "") }.joined(separator: ", ")
        let more = others.count > 3 ? " and \(others.count - 3) more" : ""
        let count = others.count == 1 ? "one more strong reference" : "\(others.count) more strong references"
        return ["    (\(graph.nodes[holder].name) holds \(graph.nodes[target].name) by \(count) too: \(shown)\(more))"]
    }

    /// `A .field ─strong─▶ B .other ─strong─▶ C`.
    private func chainText(_ chain: [Int], in graph: ObjectGraph) -> String {
        guard let first = chain.first else { return "" }
        var text = graph.nodes[graph.edges[first].from].name
        for edgeIndex in chain {
            text += " " + TargetText.reference(graph.edges[edgeIndex], in: graph, symbols: symbols)
        }
        return text
    }

    /// `, closed by a closure's capture: A .onSave ─strong (capture)─▶ B` when captures are among
    /// the cycle's references: the closure is what to change (`[weak self]`).
    private func capturesText(_ cycle: [Int], in graph: ObjectGraph) -> String {
        let captures = StrongComponents.closingEdges(of: cycle, in: graph).filter(\.isCapture)
        guard !captures.isEmpty else { return "" }
        let edges = captures.map { TargetText.edge($0, in: graph, symbols: symbols) }
        return ", closed by a closure's capture: " + edges.joined(separator: "; ")
    }

    /// The cycle from `start` in the direction its references run, `A ─▶ B ─▶ A`; a tangle of
    /// several loops is named by its members.
    private func cycleText(_ cycle: [Int], from start: Int, in graph: ObjectGraph) -> String {
        guard let ring = KeepAliveChains.ring(of: cycle, from: start, in: graph) else {
            return "among " + cycle.map { graph.nodes[$0].name }.joined(separator: ", ")
        }
        let names = (ring + [start]).map { graph.nodes[$0].name }
        return names.joined(separator: " \(symbols.arrow) ")
    }
}
