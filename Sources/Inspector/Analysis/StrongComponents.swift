/// Retain cycles: strongly connected groups of objects over the references that keep objects
/// alive (strong edges only), found with Tarjan's algorithm written without recursion, so a
/// million-long chain cannot overflow the stack.
package struct StrongComponents {
    /// Each cycle as node indices, in the order Tarjan closes them; single nodes only when they
    /// hold themselves.
    package let cycles: [[Int]]

    package init(graph: ObjectGraph) {
        let adjacency = graph.strongAdjacency
        let count = adjacency.count
        var index = [Int](repeating: -1, count: count)
        var lowlink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var next = 0
        var found: [[Int]] = []
        // Each frame: the node and how many of its neighbours were looked at.
        var frames: [(node: Int, edge: Int)] = []

        for start in 0..<count where index[start] == -1 {
            frames.append((start, 0))
            index[start] = next
            lowlink[start] = next
            next += 1
            stack.append(start)
            onStack[start] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.edge < adjacency[node].count {
                    frames[frames.count - 1].edge += 1
                    let neighbour = adjacency[node][frame.edge]
                    if index[neighbour] == -1 {
                        index[neighbour] = next
                        lowlink[neighbour] = next
                        next += 1
                        stack.append(neighbour)
                        onStack[neighbour] = true
                        frames.append((neighbour, 0))
                    } else if onStack[neighbour] {
                        lowlink[node] = min(lowlink[node], index[neighbour])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowlink[parent] = min(lowlink[parent], lowlink[node]) }
                guard lowlink[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                if component.count > 1 || adjacency[node].contains(node) {
                    found.append(component.sorted())
                }
            }
        }
        cycles = found.sorted { $0.first ?? 0 < $1.first ?? 0 }
    }

    /// The strong edges inside one cycle: the references that close it.
    static func closingEdges(of cycle: [Int], in graph: ObjectGraph) -> [ObjectGraph.Edge] {
        closingEdgeIndices(of: cycle, in: graph).map { graph.edges[$0] }
    }

    /// The same as indices into the graph's edges.
    static func closingEdgeIndices(of cycle: [Int], in graph: ObjectGraph) -> [Int] {
        let members = Set(cycle)
        // Only the members' own edges, in node order: the graph's edge order, without scanning it all.
        return cycle.sorted().flatMap { graph.outgoing[$0] }.filter { index in
            let edge = graph.edges[index]
            guard edge.ownership.keepsAlive, case .node(let to) = edge.to else { return false }
            return members.contains(to)
        }
    }
}
