// An engineer's shapes, all at once: arrays, weak boxes and a ContiguousArray captured alone, a
// captured var, a closure capturing a closure, unowned captures, a method reference and a lazy
// closure that capture self, ObjectIdentifier keys, a Set, unowned(unsafe) words to a live object,
// to an object only a global holds and to a freed one, enum and tuple payloads, and an object a
// global holds. InspectorHonestyTests reads what Podbay prints of it.
import LessonKit

final class Node {
    let id: Int
    var next: Node?
    weak var previous: Node?
    init(id: Int) { self.id = id }
}

struct WeakBox { weak var node: Node? }

final class Holder {
    var onlyArray: (() -> Int)?
    var weakBoxes: (() -> Int)?
    var contiguous: (() -> Int)?
    var capturedVar: (() -> Int)?
    var nestedClosure: (() -> Void)?
    var unownedCapture: (() -> Int)?
    var methodRef: ((Int) -> Int)?
    var byIdentifier: [ObjectIdentifier: Node] = [:]
    var setOfNodes: Set<Wrapper> = []
    unowned(unsafe) var unsafeToGlobal: Node
    unowned(unsafe) var unsafeToFreed: Node
    unowned(unsafe) var unsafeToLive: Node?
    var payload: Payload = .none
    var pair: (Node, weak: WeakBox)?
    lazy var describe: () -> String = { "holder with \(self.byIdentifier.count)" }
    lazy var plainLazy: Node = Node(id: 99)

    init(global: Node, freed: Node) {
        unsafeToGlobal = global
        unsafeToFreed = freed
    }

    func add(_ value: Int) -> Int { value + byIdentifier.count }
}

enum Payload { case none; case node(Node); case weakly(WeakBox) }

final class Wrapper: Hashable {
    let node: Node
    init(node: Node) { self.node = node }
    static func == (a: Wrapper, b: Wrapper) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

nonisolated(unsafe) var globalNode = Node(id: 1000)
nonisolated(unsafe) var globalHolderOfNode: Node?

func roots() -> [SceneRoot] {
    var freed: Node? = Node(id: -1)
    let holder = Holder(global: globalNode, freed: freed!)
    freed = nil
    let a = Node(id: 1), b = Node(id: 2), c = Node(id: 3)
    a.next = b; b.previous = a; b.next = c; c.previous = b
    let array: [Node] = [a, b]
    holder.onlyArray = { array.count }
    let boxes = [WeakBox(node: a), WeakBox(node: c)]
    holder.weakBoxes = { boxes.count }
    let contiguous = ContiguousArray([c])
    holder.contiguous = { contiguous.count }
    var counter = Node(id: 4)
    holder.capturedVar = { counter = Node(id: 5); return counter.id }
    let inner = holder.onlyArray!
    holder.nestedClosure = { _ = inner() }
    let d = Node(id: 6)
    holder.unownedCapture = { [unowned d] in d.id }
    holder.methodRef = holder.add
    holder.unsafeToLive = c
    for n in [a, b, c] { holder.byIdentifier[ObjectIdentifier(n)] = n }
    holder.setOfNodes = [Wrapper(node: a), Wrapper(node: b), Wrapper(node: c)]
    holder.payload = .weakly(WeakBox(node: b))
    holder.pair = (c, WeakBox(node: a))
    _ = holder.describe
    _ = holder.plainLazy
    globalHolderOfNode = d
    return [SceneRoot(label: "holder", object: holder)]
}
