import Inspector

/// For `no strong path A to B`: the chains of strong references (closures' captures and
/// containers included) from an object of one type to an object of another, in one graph.
struct StrongPaths {
    let graph: ObjectGraph
    let from: String
    let to: String

    private var sources: [Int] { graph.nodes.indices.filter { graph.nodes[$0].entry.typeName == from } }
    private var targets: [Int] { graph.nodes.indices.filter { graph.nodes[$0].entry.typeName == to } }

    /// Objects of both types are alive.
    var hasBoth: Bool { !sources.isEmpty && !targets.isEmpty }

    /// The type of which no object is alive, when one is missing.
    var missingType: String { sources.isEmpty ? from : to }

    /// The first chain found (edge indices), or nil when none leads from one to the other.
    var first: [Int]? {
        let targets = targets
        for source in sources {
            for target in targets where target != source {
                if let chain = KeepAliveChains.strongChain(from: source, to: target, in: graph) { return chain }
            }
        }
        return nil
    }

    /// Both types are alive and no chain leads from one to the other.
    var holds: Bool { hasBoth && first == nil }
}
