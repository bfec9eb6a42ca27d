/// Why an object is alive: the shortest chains of strong references from the roots to it, or,
/// when no root reaches it, what holds it instead.
public struct KeepAliveChains {
    public enum Answer: Equatable {
        /// Chains of edges (indices into the graph's edges), root first.
        case held([[Int]])
        /// Alive, unreachable from the roots, and part of these retain cycles (node indices).
        case leakedInCycle([Int])
        /// Alive and unreachable, held by something the graph cannot see (a local variable, a
        /// closure's capture, another module).
        case heldFromOutside
    }

    public let answer: Answer

    /// Which nodes strong references reach from `starts` (the starts included): one pass, so a
    /// caller asking about many targets pays for it once.
    public static func stronglyReachable(from starts: [Int], in graph: ObjectGraph) -> [Bool] {
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

    /// Breadth first from every root over strong edges; the shortest chain from each root that
    /// reaches `target`.
    public init(graph: ObjectGraph, target: Int) {
        var chains: [[Int]] = []
        for root in graph.roots {
            if root == target {
                chains.append([])
                continue
            }
            var via = [Int?](repeating: nil, count: graph.nodes.count)
            var seen = [Bool](repeating: false, count: graph.nodes.count)
            seen[root] = true
            var queue = [root]
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
            guard seen[target] else { continue }
            var chain: [Int] = []
            var node = target
            while let edgeIndex = via[node] {
                chain.insert(edgeIndex, at: 0)
                node = graph.edges[edgeIndex].from
            }
            chains.append(chain)
        }
        if !chains.isEmpty {
            answer = .held(chains)
        } else if let cycle = StrongComponents(graph: graph).cycles.first(where: {
            Self.stronglyReachable(from: $0, in: graph)[target]
        }) {
            answer = .leakedInCycle(cycle)
        } else {
            answer = .heldFromOutside
        }
    }
}
