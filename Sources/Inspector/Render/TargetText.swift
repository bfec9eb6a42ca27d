/// How an edge's target reads in every renderer.
enum TargetText {
    static func of(_ target: ObjectGraph.Target, in graph: ObjectGraph) -> String {
        switch target {
        case .node(let index): graph.nodes[index].name
        case .closure: "closure (captures not visible)"
        case .dead: "<dead>"
        case .unknownAddress: "<address of no live object>"
        }
    }

    /// The ownership word padded so paths line up.
    static func ownership(_ ownership: Ownership) -> String {
        ownership.rawValue.padding(toLength: 8)
    }

    /// The padded word and a space, without building a string per edge.
    static func paddedOwnership(_ ownership: Ownership) -> String {
        switch ownership {
        case .strong: "strong   "
        case .weak: "weak     "
        case .unowned: "unowned  "
        case .unownedUnsafe: "unowned(unsafe) "
        case .unknown: "strong?  "
        }
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
