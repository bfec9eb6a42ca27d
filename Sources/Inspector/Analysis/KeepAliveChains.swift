/// Why an object is alive: the shortest chains of strong references from the roots to it, or,
/// when no root reaches it, what holds it instead.
package struct KeepAliveChains {
    enum Answer: Equatable {
        /// Chains of edges (indices into the graph's edges), root first: one per object that
        /// holds the target strongly, each ending with that holder's reference to it (the
        /// shortest chain from a root to the holder before it); an empty chain first when the
        /// target is a root itself.
        case held([[Int]])
        /// Alive, unreachable from the roots, and held by this retain cycle (node indices): a
        /// member of it, or reached from it through `via` (edge indices, from a member).
        case leakedInCycle([Int], via: [Int])
        /// Alive and unreachable, held by something the graph cannot see (a local variable, a
        /// closure's capture, another module): itself, or an object it hangs from through `via`
        /// (edge indices, from an object no strong reference in the graph reaches).
        case heldFromOutside(via: [Int])
    }

    let answer: Answer

    /// Which nodes strong references reach from `starts` (the starts included): one pass, so a
    /// caller asking about many targets pays for it once.
    static func stronglyReachable(from starts: [Int], in graph: ObjectGraph) -> [Bool] {
        let adjacency = graph.strongAdjacency
        var seen = [Bool](repeating: false, count: graph.nodes.count)
        var queue = starts
        for start in starts { seen[start] = true }
        while let node = queue.popLast() {
            for next in adjacency[node] where !seen[next] {
                seen[next] = true
                queue.append(next)
            }
        }
        return seen
    }

    /// The nodes no root reaches through strong references, in node order: alive only because a
    /// cycle, or something the graph cannot see, holds them.
    package static func unreachable(in graph: ObjectGraph) -> [Int] {
        let reached = stronglyReachable(from: graph.roots, in: graph)
        return graph.nodes.indices.filter { !reached[$0] }
    }

    /// The nodes no strong reference in the graph points to: roots, and objects held only from
    /// outside it.
    static func unheld(in graph: ObjectGraph) -> [Int] {
        var held = [Bool](repeating: false, count: graph.nodes.count)
        for edge in graph.edges where edge.ownership.keepsAlive {
            if case .node(let to) = edge.to, to != edge.from { held[to] = true }
        }
        return graph.nodes.indices.filter { !held[$0] }
    }

    /// Every holder of `target` once, each with the shortest chain of strong references from a
    /// root to it; or, when no root reaches `target`, what holds it instead.
    init(graph: ObjectGraph, target: Int) {
        if graph.roots.contains(target) || Self.shortestChain(from: graph.roots, to: target, in: graph) != nil {
            answer = .held(Self.holderChains(of: target, in: graph))
        } else if let cycle = StrongComponents(graph: graph).cycles.first(where: {
            Self.stronglyReachable(from: $0, in: graph)[target]
        }) {
            answer = .leakedInCycle(cycle, via: Self.shortestChain(from: cycle, to: target, in: graph) ?? [])
        } else {
            answer = .heldFromOutside(via: Self.shortestChain(from: Self.unheld(in: graph), to: target, in: graph) ?? [])
        }
    }

    /// For a target a root reaches: an empty chain when it is a root, then for each object with a
    /// strong reference to it (once, by its first such reference; chains from a root first) the
    /// shortest chain from a root to that holder and the reference. A holder no root reaches
    /// (a leaked object still pointing at it) gets its reference alone.
    static func holderChains(of target: Int, in graph: ObjectGraph) -> [[Int]] {
        let via = strongTree(from: graph.roots, in: graph)
        var holders: [(holder: Int, edge: Int)] = []
        var seen: Set<Int> = []
        for (edgeIndex, edge) in graph.edges.enumerated() where edge.ownership.keepsAlive && edge.to == .node(target) {
            if seen.insert(edge.from).inserted { holders.append((edge.from, edgeIndex)) }
        }
        var chains: [[Int]] = holders.map { holder in
            var chain = [holder.edge]
            var node = holder.holder
            // The holder's own chain, unless it runs through the target (a chain to the target
            // by way of itself says nothing of why it is alive).
            var path: [Int] = []
            while let edgeIndex = via[node], node != target {
                path.append(edgeIndex)
                node = graph.edges[edgeIndex].from
            }
            if node != target { chain = path.reversed() + chain }
            return chain
        }
        // Chains from a root first, shortest first; then the holders alive only through the target.
        func rank(_ chain: [Int]) -> (Int, Int) {
            (graph.roots.contains(graph.edges[chain[0]].from) ? 0 : 1, chain.count)
        }
        chains.sort { rank($0) < rank($1) }
        return (graph.roots.contains(target) ? [[]] : []) + chains
    }

    /// Breadth first from `starts` over strong edges: for each node reached, the edge it was first
    /// reached by (nil for the starts and the nodes not reached).
    private static func strongTree(from starts: [Int], in graph: ObjectGraph) -> [Int?] {
        var via = [Int?](repeating: nil, count: graph.nodes.count)
        var seen = [Bool](repeating: false, count: graph.nodes.count)
        for start in starts { seen[start] = true }
        var queue = starts
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edgeIndex in graph.outgoing[node] {
                let edge = graph.edges[edgeIndex]
                guard edge.ownership.keepsAlive, case .node(let next) = edge.to, !seen[next] else { continue }
                seen[next] = true
                via[next] = edgeIndex
                queue.append(next)
            }
        }
        return via
    }

    /// The shortest chain of strong edges from any of `starts` to `target` (empty when `target`
    /// is a start), or nil when none reaches it.
    static func shortestChain(from starts: [Int], to target: Int, in graph: ObjectGraph) -> [Int]? {
        if starts.contains(target) { return [] }
        var via = [Int?](repeating: nil, count: graph.nodes.count)
        var seen = [Bool](repeating: false, count: graph.nodes.count)
        for start in starts { seen[start] = true }
        var queue = starts
        var head = 0
        while head < queue.count, !seen[target] {
            let node = queue[head]
            head += 1
            for edgeIndex in graph.outgoing[node] {
                let edge = graph.edges[edgeIndex]
                guard edge.ownership.keepsAlive, case .node(let next) = edge.to, !seen[next] else { continue }
                seen[next] = true
                via[next] = edgeIndex
                queue.append(next)
            }
        }
        guard seen[target] else { return nil }
        var chain: [Int] = []
        var node = target
        while let edgeIndex = via[node] {
            chain.append(edgeIndex)
            node = graph.edges[edgeIndex].from
        }
        return chain.reversed()
    }

    /// The members of a cycle in the order their strong references run, from `start`: a ring
    /// `a → b → c` (back to `a`). Nil when the members form no single ring (a tangle of
    /// several loops), which is then listed without arrows.
    static func ring(of cycle: [Int], from start: Int, in graph: ObjectGraph) -> [Int]? {
        let members = Set(cycle)
        guard members.contains(start) else { return nil }
        var order = [start]
        var placed: Set<Int> = [start]
        func strongTargets(of node: Int) -> [Int] {
            graph.outgoing[node].compactMap { index in
                let edge = graph.edges[index]
                guard edge.ownership.keepsAlive, case .node(let to) = edge.to, members.contains(to) else { return nil }
                return to
            }
        }
        while let next = strongTargets(of: order[order.count - 1]).first(where: { !placed.contains($0) }) {
            order.append(next)
            placed.insert(next)
        }
        let closes = strongTargets(of: order[order.count - 1]).contains(start)
        return order.count == members.count && closes ? order : nil
    }
}
