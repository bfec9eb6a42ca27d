/// How an edge's target reads in every text the inspector produces.
enum TargetText {
    static func of(_ target: ObjectGraph.Target, in graph: ObjectGraph) -> String {
        switch target {
        case .node(let index): graph.nodes[index].name
        case .closure: "closure (captures not visible)"
        case .dead: "<dead>"
        case .unknownAddress: unknownAddress
        case .unreadable: "<layout not readable>"
        }
    }

    /// An `unowned(unsafe)` word at which Podbay knows no live object: all that is known is that
    /// no object Podbay has seen is there (a live object outside the scene, held by a global,
    /// prints so too: "freed" would be a guess).
    static let unknownAddress = "<address of no object Podbay has seen>"

    /// Said of the object an `unowned(unsafe)` word points at: the word is a bare address, and the
    /// object it was given may have been freed and its address reused by the one named.
    static let byAddress = "by address: unowned(unsafe) cannot tell a freed object"

    /// One reference as every line-per-edge text spells it: `A .path ─strong─▶ B`.
    static func edge(_ edge: ObjectGraph.Edge, in graph: ObjectGraph, symbols: GraphSymbols) -> String {
        graph.nodes[edge.from].name + " " + reference(edge, in: graph, symbols: symbols)
    }

    /// The reference without its holder: `.path ─strong─▶ B`, for chains that name the holder once.
    static func reference(_ edge: ObjectGraph.Edge, in graph: ObjectGraph, symbols: GraphSymbols) -> String {
        edge.path + " " + symbols.line + edge.ownershipText + symbols.arrow + " " + of(edge.to, in: graph)
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
