/// Where each object of a graph is drawn in the `graph` tree: under a strong reference that
/// reaches it (an owner) whenever one does, so that a weak or unowned reference never shows an
/// object's contents as if it held them. Breadth first from the starts over strong references;
/// then an object no strong reference reaches is taken under the first weak one, and only when
/// none is left, an object held strongly only by objects it reaches itself (a cycle hanging from
/// a weak reference).
struct OwnershipTree {
    /// Why an object hangs from a reference that does not keep it alive.
    enum WeakHome {
        /// No strong reference in the graph reaches it (a global, a local holds it).
        case unheld
        /// Only objects drawn under it hold it strongly.
        case heldFromBelow
    }

    /// The edge each node is drawn (expanded) under; -1 for the starts and the nodes not reached.
    let home: [Int]
    /// Nodes expanded under a reference that does not keep them alive, and why.
    let weakHomes: [Int: WeakHome]

    init(graph: ObjectGraph, starts: [Int]) {
        let count = graph.nodes.count
        var home = [Int](repeating: -1, count: count)
        var weakHomes: [Int: WeakHome] = [:]
        var reached = [Bool](repeating: false, count: count)
        var strongIn = [Bool](repeating: false, count: count)
        for edge in graph.edges where edge.ownership.keepsAlive {
            if case .node(let to) = edge.to, to != edge.from { strongIn[to] = true }
        }
        var queue: [Int] = []
        for start in starts where !reached[start] {
            reached[start] = true
            queue.append(start)
        }
        var head = 0
        func strongBreadthFirst() {
            while head < queue.count {
                let node = queue[head]
                head += 1
                for index in graph.outgoing[node] {
                    let edge = graph.edges[index]
                    guard edge.ownership.keepsAlive, case .node(let next) = edge.to, !reached[next] else { continue }
                    reached[next] = true
                    home[next] = index
                    queue.append(next)
                }
            }
        }
        /// The first reference, from a node drawn so far, to a node not reached, that `accepts`.
        func firstOther(from cursor: inout Int, _ accepts: (Int) -> Bool) -> (edge: Int, node: Int)? {
            while cursor < queue.count {
                for index in graph.outgoing[queue[cursor]] {
                    guard case .node(let next) = graph.edges[index].to, !reached[next], accepts(next) else { continue }
                    return (index, next)
                }
                cursor += 1
            }
            return nil
        }
        var unheldCursor = 0, heldCursor = 0
        while true {
            strongBreadthFirst()
            let found: (edge: Int, node: Int, why: WeakHome)
            if let unheld = firstOther(from: &unheldCursor, { !strongIn[$0] }) {
                found = (unheld.edge, unheld.node, .unheld)
            } else if let held = firstOther(from: &heldCursor, { _ in true }) {
                found = (held.edge, held.node, .heldFromBelow)
            } else {
                break
            }
            reached[found.node] = true
            home[found.node] = found.edge
            weakHomes[found.node] = found.why
            queue.append(found.node)
        }
        self.home = home
        self.weakHomes = weakHomes
    }
}
