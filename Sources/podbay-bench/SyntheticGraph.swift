/// A node of a synthetic heap: strong children and one weak back reference.
final class SyntheticNode {
    var children: [SyntheticNode] = []
    var next: SyntheticNode?
    weak var parent: SyntheticNode?
}

/// Shapes of heap the benchmark builds.
enum SyntheticShape: String, CaseIterable {
    /// Each node has four children.
    case tree
    /// One root holding every other node.
    case fanOut = "fan-out"
    /// Each node holds the next.
    case chain
    /// Rings of ten nodes, each ring held by the root.
    case cycles

    /// Builds `count` nodes in this shape and returns the root.
    func build(count: Int) -> SyntheticNode {
        let nodes = (0..<count).map { _ in SyntheticNode() }
        switch self {
        case .tree:
            for index in 1..<count {
                let parent = nodes[(index - 1) / 4]
                parent.children.append(nodes[index])
                nodes[index].parent = parent
            }
        case .fanOut:
            nodes[0].children = Array(nodes.dropFirst())
        case .chain:
            for index in 1..<count { nodes[index - 1].next = nodes[index] }
        case .cycles:
            for start in stride(from: 1, to: count, by: 10) {
                let ring = Array(nodes[start..<min(start + 10, count)])
                nodes[0].children.append(ring[0])
                for (position, node) in ring.enumerated() { node.next = ring[(position + 1) % ring.count] }
            }
        }
        return nodes[0]
    }

    /// Lets go of a heap without deep recursive deinitialisation (a long chain would overflow).
    static func dismantle(_ root: SyntheticNode) {
        var pending = [root]
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            node.children = []
            if let next = node.next {
                node.next = nil
                pending.append(next)
            }
        }
    }
}

/// A node like `SyntheticNode` with value fields beside its references, none of which holds a
/// reference: plain values (skipped by the field plan), and an array of strings and an unset
/// closure (read by the value reader, which finds nothing).
final class PlainNode {
    var children: [PlainNode] = []
    weak var parent: PlainNode?
    var name = "node"
    var count = 0
    var frame = (x: 0.0, y: 0.0, width: 1.0, height: 1.0)
    var isVisible = true
    var tags = ["plain"]
    var onChange: (() -> Void)?
}
