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
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
