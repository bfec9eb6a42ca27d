/// Objects and the references between them, read from the runtime at one moment.
///
/// The graph holds its objects strongly while it exists; build it for one command and drop it.
package struct ObjectGraph {
    package struct Node {
        package let entry: ObjectRegistry.Entry
        package let object: AnyObject
        package var name: String { entry.name }
    }

    /// Where an edge leads.
    package enum Target: Equatable {
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

    /// One reference. Stored compactly (40 bytes, was 72): a walk of 100k objects writes 200k
    /// edges, and the pages they fill were a good part of its time (perf: page faults).
    package struct Edge: Equatable {
        /// The stored field the edge goes through, `.stack`; shared by every edge through it.
        package let field: String
        private let storedFrom: Int32
        /// The target node, or a negative code for the other targets.
        private let storedTo: Int32
        /// An array position (-1: none).
        private let storedIndex: Int32
        package let ownership: Ownership
        /// Whether the reference is a closure's capture, found through the closure in `field`.
        let isCapture: Bool
        /// The whole path, for values found inside structs, dictionaries and other containers.
        private let text: PathText?

        init(from: Int, to: Target, ownership: Ownership, isCapture: Bool = false, field: String, detail: PathDetail) {
            self.field = field
            storedFrom = Int32(truncatingIfNeeded: from)
            switch to {
            case .node(let index): storedTo = Int32(truncatingIfNeeded: index)
            case .closure: storedTo = -1
            case .dead: storedTo = -2
            case .unknownAddress: storedTo = -3
            case .unreadable: storedTo = -4
            }
            switch detail {
            case .none: (storedIndex, text) = (-1, nil)
            case .index(let index): (storedIndex, text) = (Int32(truncatingIfNeeded: index), nil)
            case .text(let path): (storedIndex, text) = (-1, PathText(path))
            }
            self.ownership = ownership
            self.isCapture = isCapture
        }

        package var from: Int { Int(storedFrom) }

        /// Where the edge leads.
        package var to: Target {
            switch storedTo {
            case -1: .closure
            case -2: .dead
            case -3: .unknownAddress
            case -4: .unreadable
            default: .node(Int(storedTo))
            }
        }

        /// What follows the field: nothing, an array position, or a longer path.
        var detail: PathDetail {
            if let text { return .text(text.path) }
            return storedIndex >= 0 ? .index(Int(storedIndex)) : .none
        }

        /// `strong`, or `strong (capture)` for a closure's capture.
        var ownershipText: String {
            isCapture ? ownership.rawValue + " (capture)" : ownership.rawValue
        }

        /// The field path: `.banner`, `.stack[2]`, `.handlers["login"]`.
        var path: String {
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

        package static func == (lhs: Edge, rhs: Edge) -> Bool {
            lhs.from == rhs.from && lhs.to == rhs.to && lhs.ownership == rhs.ownership && lhs.isCapture == rhs.isCapture
                && lhs.field == rhs.field && lhs.detail == rhs.detail
        }
    }

    /// A whole path kept by reference: one word in an edge, where a `String` is two.
    final class PathText: Sendable {
        let path: String

        init(_ path: String) {
            self.path = path
        }
    }

    /// The part of a path after its field, kept apart so an edge costs no new string until printed.
    enum PathDetail: Equatable {
        case none
        case index(Int)
        /// The whole path, for values found inside structs, dictionaries and other containers.
        case text(String)
    }

    package var nodes: [Node] = []
    package var edges: [Edge] = []
    /// Outgoing edge indices per node: a node's edges are stored next to each other, so a range
    /// (no array per node; a 100k-object heap would otherwise allocate 100k small arrays).
    var outgoing: [Range<Int>] = []
    /// Node indices that are roots, in the order given.
    package internal(set) var roots: [Int] = []
    /// The labels of the roots (`window`, `screen`) by node: a few nodes have them, so a node
    /// carries no list of its own.
    var rootLabels: [Int: [String]] = [:]
    /// Why the reader could not see past an edge (an unreadable closure context or layout), by
    /// edge index: few edges have one.
    var notes: [Int: String] = [:]
    /// A closure inside a value that leads to no object (it captures nothing, or its weak
    /// capture is nil now): no edge, but `inspect` lists it beside its siblings' edges.
    struct QuietClosure {
        let from: Int
        /// Where it would sit among the edges: the number of edges before it.
        let position: Int
        let field: String
        let path: String
        /// `captures nothing`, or why it leads to no live object.
        let text: String
    }

    /// The quiet closures found, in the order read; few values hold any.
    var quietClosures: [QuietClosure] = []
    /// Whether the walk was told to stop before it read every object it found (Ctrl-C).
    package var isInterrupted = false

    package init() {}

    /// Edges between nodes that keep their target alive, as adjacency lists.
    package var strongAdjacency: [[Int]] {
        outgoing.map { list in
            list.compactMap { index in
                let edge = edges[index]
                guard edge.ownership.keepsAlive, case .node(let target) = edge.to else { return nil }
                return target
            }
        }
    }

    /// The labels of the roots node `index` is, if any.
    func rootLabels(of index: Int) -> [String] {
        rootLabels[index] ?? []
    }

    /// The node named `Type#n` (any case), or `Type` alone when it is the one node of that type.
    package func index(named name: String) -> Int? {
        nodes.firstIndex { $0.name == name } ?? {
            let loose = ObjectRegistry.looseName(name)
            if let index = nodes.firstIndex(where: { ObjectRegistry.looseName($0.name) == loose }) { return index }
            guard !name.contains("#") else { return nil }
            let ofType = nodes.indices.filter { !nodes[$0].entry.standsApart && ObjectRegistry.looseName(nodes[$0].entry.typeName) == loose }
            return ofType.count == 1 ? ofType[0] : nil
        }()
    }
}
