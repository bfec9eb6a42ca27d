// Data structures as people write them (the shapes of swift-algorithm-club's): a tree whose nodes
// point strongly at their parents, a linked list of 1,000 nodes, a Dijkstra-like graph in a Set.
import LessonKit

final class TreeNode<Key: Comparable, Payload> {
    let key: Key
    var payload: Payload?
    var parent: TreeNode?
    var left: TreeNode?
    var right: TreeNode?

    init(key: Key, payload: Payload? = nil) {
        self.key = key
        self.payload = payload
    }

    func insert(_ node: TreeNode) {
        if node.key < key {
            if let left { left.insert(node) } else { left = node; node.parent = self }
        } else {
            if let right { right.insert(node) } else { right = node; node.parent = self }
        }
    }
}

struct Song {
    let title: String
}

final class ListNode {
    let value: Int
    var next: ListNode?
    var previous: ListNode?

    init(value: Int) {
        self.value = value
    }
}

final class Vertex: Hashable {
    let identifier: String
    var neighbours: [(Vertex, Double)] = []
    var pathFromStart: [Vertex] = []

    init(identifier: String) {
        self.identifier = identifier
    }

    static func == (lhs: Vertex, rhs: Vertex) -> Bool { lhs.identifier == rhs.identifier }
    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

final class Dijkstra {
    var vertices: Set<Vertex>

    init(vertices: Set<Vertex>) {
        self.vertices = vertices
    }
}

final class Library {
    var tree: TreeNode<Int, Song>?
    var list: ListNode?
    var routes: Dijkstra?
}

func roots() -> [SceneRoot] {
    let library = Library()
    // 900 keys in an order that keeps the tree shallow enough to draw.
    var keys: [Int] = []
    var step = 512
    while step >= 1 {
        for key in stride(from: step, through: 1023, by: step * 2) where key <= 900 { keys.append(key) }
        step /= 2
    }
    let tree = TreeNode<Int, Song>(key: keys[0], payload: Song(title: "root"))
    for key in keys.dropFirst() { tree.insert(TreeNode(key: key, payload: Song(title: "song \(key)"))) }
    library.tree = tree
    let head = ListNode(value: 0)
    var tail = head
    for value in 1..<1000 {
        let node = ListNode(value: value)
        tail.next = node
        node.previous = tail
        tail = node
    }
    library.list = head
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"]
    let vertices = names.map(Vertex.init(identifier:))
    for (index, vertex) in vertices.enumerated() {
        vertex.neighbours = [(vertices[(index + 1) % vertices.count], Double(index + 1))]
        vertex.pathFromStart = [vertices[0], vertex]
    }
    library.routes = Dijkstra(vertices: Set(vertices))
    return [SceneRoot(label: "library", object: library)]
}
