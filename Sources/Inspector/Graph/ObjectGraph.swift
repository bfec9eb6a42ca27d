/// Objects and the references between them, read from the runtime at one moment.
///
/// The graph holds its objects strongly while it exists; build it for one command and drop it.
public struct ObjectGraph {
    public struct Node {
        public let entry: ObjectRegistry.Entry
        public let object: AnyObject
        public var name: String { entry.name }
        /// Labels of the roots this node is (`window`, `screen`), if any.
        public var rootLabels: [String]
    }

    /// Where an edge leads.
    public enum Target: Equatable {
        case node(Int)
        /// A stored closure: what it captures is not visible.
        case closure
        /// An unowned reference whose object is already gone.
        case dead
        /// An `unowned(unsafe)` word that matches no live object Podbay knows.
        case unknownAddress
        /// A value whose layout the reader cannot read (the graph's `notes` say why).
        case unreadable
    }

    public struct Edge: Equatable {
        public let from: Int
        public let to: Target
        public let ownership: Ownership
        /// Whether the reference is a closure's capture, found through the closure in `field`.
        public let isCapture: Bool
        /// The stored field the edge goes through, `.stack`; shared by every edge through it.
        public let field: String
        /// What follows the field: nothing, an array position, or a longer path.
        let detail: PathDetail

        init(from: Int, to: Target, ownership: Ownership, isCapture: Bool = false, field: String, detail: PathDetail) {
            self.from = from
            self.to = to
            self.ownership = ownership
            self.isCapture = isCapture
            self.field = field
            self.detail = detail
        }

        /// `strong`, or `strong (capture)` for a closure's capture.
        public var ownershipText: String {
            isCapture ? ownership.rawValue + " (capture)" : ownership.rawValue
        }

        /// The field path: `.banner`, `.stack[2]`, `.handlers["login"]`.
        public var path: String {
            switch detail {
            case .none: field
            case .index(let index): field + "[" + String(index) + "]"
            case .text(let text): text
            }
        }

        /// The path's bytes added to `bytes`, without building the path as a string.
        func appendPath(to bytes: inout [UInt8]) {
            switch detail {
            case .none:
                bytes.append(contentsOf: field.utf8)
            case .index(let index):
                bytes.append(contentsOf: field.utf8)
                bytes.append(UInt8(ascii: "["))
                bytes.append(contentsOf: String(index).utf8)
                bytes.append(UInt8(ascii: "]"))
            case .text(let text):
                bytes.append(contentsOf: text.utf8)
            }
        }
    }

    /// The part of a path after its field, kept apart so an edge costs no new string until printed.
    enum PathDetail: Equatable {
        case none
        case index(Int)
        /// The whole path, for values found inside structs, dictionaries and other containers.
        case text(String)
    }

    public var nodes: [Node] = []
    public var edges: [Edge] = []
    /// Outgoing edge indices per node: a node's edges are stored next to each other, so a range
    /// (no array per node; a 100k-object heap would otherwise allocate 100k small arrays).
    public var outgoing: [Range<Int>] = []
    /// Node indices that are roots, in the order given.
    public var roots: [Int] = []
    /// Why the reader could not see past an edge (an unreadable closure context or layout), by
    /// edge index: few edges have one.
    public var notes: [Int: String] = [:]
    /// Whether the walk was told to stop before it read every object it found (Ctrl-C).
    public var isInterrupted = false

    public init() {}

    /// Edges between nodes that keep their target alive, as adjacency lists.
    public var strongAdjacency: [[Int]] {
        outgoing.map { list in
            list.compactMap { index in
                let edge = edges[index]
                guard edge.ownership.keepsAlive, case .node(let target) = edge.to else { return nil }
                return target
            }
        }
    }

    public func index(named name: String) -> Int? {
        nodes.firstIndex { $0.name == name } ?? nodes.firstIndex { $0.name.lowercased() == name.lowercased() }
    }
}
