/// One object of the large heap: it owns its children and nothing else.
public final class HeapNode {
    public let children: [HeapNode]

    public init(children: [HeapNode] = []) {
        self.children = children
    }
}
