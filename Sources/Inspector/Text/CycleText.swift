/// Retain cycles in words: each loop of strong references, and the edges that close it.
package struct CycleText {
    let symbols: GraphSymbols
    /// Whether a large group lists every reference inside it (`cycles --all`), not its fields.
    let listsEveryReference: Bool
    /// Past this many strong references inside one group, its references are named by field.
    package static let largestListed = 12

    package init(symbols: GraphSymbols, listsEveryReference: Bool = false) {
        self.symbols = symbols
        self.listsEveryReference = listsEveryReference
    }

    package func lines(for graph: ObjectGraph) -> [String] {
        let cycles = StrongComponents(graph: graph).cycles
        let unread = UnreadClosures(in: graph).sentence("a cycle through them would not be seen")
        guard !cycles.isEmpty else {
            let read = "(\(graph.nodes.count) object\(graph.nodes.count == 1 ? "" : "s") read)"
            guard let unread else {
                return ["no retain cycles: no group of objects holds itself alive with strong references " + read]
            }
            return ["no retain cycles seen among the references Podbay could read " + read + ", but " + unread]
        }
        let rooted = KeepAliveChains.stronglyReachable(from: graph.roots, in: graph)
        var lines: [String] = []
        for (number, cycle) in cycles.enumerated() {
            let edges = StrongComponents.closingEdgeIndices(of: cycle, in: graph)
            if edges.count > Self.largestListed, !listsEveryReference {
                lines += grouped(cycle, edges, number: number + 1, in: graph)
            } else {
                lines.append("cycle \(number + 1): " + Self.members(cycle, in: graph, references: edges.count) + ":")
                for edge in edges { lines.append("  " + TargetText.edge(graph.edges[edge], in: graph, symbols: symbols)) }
            }
            lines.append(rooted[cycle[0]]
                ? "  a root still reaches it; once nothing outside holds it, it will leak"
                : cycle.count == 1 ? "  no root reaches it: it is leaked" : "  no root reaches it: these objects are leaked")
        }
        if let unread { lines.append("and " + unread) }
        return lines
    }

    /// `A#1, B#1 hold each other with strong references`, or `A#1 holds itself with a strong
    /// reference` for a group of one (`with 2 strong references` when two of its own fields do).
    static func members(_ cycle: [Int], in graph: ObjectGraph, references: Int = 1) -> String {
        let names = cycle.map { graph.nodes[$0].name }
        guard names.count > 1 else {
            return names.joined() + (references > 1 ? " holds itself with \(references) strong references" : " holds itself with a strong reference")
        }
        return "\(names.joined(separator: ", ")) hold each other with strong references"
    }

    /// A large group: its size by type, then its references by field, those that point back (to an
    /// object the walk from the roots found before their holder: what closes the loops) first.
    private func grouped(_ cycle: [Int], _ edges: [Int], number: Int, in graph: ObjectGraph) -> [String] {
        struct Group {
            let text: String
            var count = 0
            var back = 0
        }
        var groups: [Group] = []
        var position: [String: Int] = [:]
        for index in edges {
            let edge = graph.edges[index]
            guard case .node(let to) = edge.to else { continue }
            let text = graph.nodes[edge.from].entry.typeName + " " + edge.field + " " + symbols.line + edge.ownershipText
                + symbols.arrow + " " + graph.nodes[to].entry.typeName
            let at = position[text] ?? {
                groups.append(Group(text: text))
                position[text] = groups.count - 1
                return groups.count - 1
            }()
            groups[at].count += 1
            // Nodes are numbered in the order the walk found them.
            if to <= edge.from { groups[at].back += 1 }
        }
        var types: [(name: String, count: Int)] = []
        for member in cycle {
            let name = graph.nodes[member].entry.typeName
            if let at = types.firstIndex(where: { $0.name == name }) { types[at].count += 1 } else { types.append((name, 1)) }
        }
        let closing = groups.filter { $0.back > 0 }.sorted { $0.back > $1.back }
        let forward = groups.filter { $0.back == 0 }.sorted { $0.count > $1.count }
        var lines = ["cycle \(number): \(cycle.count) objects hold each other with \(edges.count) strong references, "
            + "closed by those back to an object found before their holder:"]
        for group in closing {
            let others = group.count - group.back
            lines.append("  " + group.text + ": \(Self.count(group.back, "reference"))"
                + (others > 0 ? " (and \(others) more forward)" : ""))
        }
        for group in forward {
            lines.append("  and through " + group.text + ": \(Self.count(group.count, "reference"))")
        }
        lines.append("  \(cycle.count) objects: " + types.map { "\($0.count) × \($0.name)" }.joined(separator: ", ")
            + "; 'cycles --all' lists every reference")
        return lines
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// One cycle in a sentence, without arrows, for a goal that wants none: its members sorted by
    /// name, then the references that close it, only the closures' captures when there are any
    /// (they are what to change), the first with the way back to its holder, so the loop it closes
    /// reads whole: `A#1, B#1 (B#1 .listeners[1].callback holds A#1 through a closure's capture,
    /// and A#1 .manager holds B#1 strongly)`. Several loops through one object (a manager's
    /// listeners) are one cycle: the other loops are named by the reference that closes each.
    package static func sentence(for cycle: [Int], in graph: ObjectGraph) -> String {
        let names = cycle.map { graph.nodes[$0].name }.sorted()
        let closing = StrongComponents.closingEdges(of: cycle, in: graph)
        let captures = closing.filter(\.isCapture)
        let named = captures.isEmpty ? closing : captures
        let said = { (edge: ObjectGraph.Edge) in
            graph.nodes[edge.from].name + " " + edge.path + " holds " + TargetText.of(edge.to, in: graph)
                + (edge.isCapture ? " through a closure's capture" : " strongly")
        }
        guard let first = named.first else { return names.joined(separator: ", ") }
        // The first closing reference with the way back to its holder: the loop, whole.
        var loop = said(first)
        var inLoop: [ObjectGraph.Edge] = [first]
        if case .node(let next) = first.to, let back = KeepAliveChains.strongChain(from: next, to: first.from, in: graph), !back.isEmpty {
            loop += ", and " + sentence(forChain: back, in: graph)
            inLoop += back.map { graph.edges[$0] }
        }
        // Other loops through these objects, by the reference that closes each; one already in
        // the loop above is not said again.
        let others = named.filter { edge in !inLoop.contains(edge) }
        return names.joined(separator: ", ") + " (" + loop + (others.isEmpty ? "" : "; closed too by: " + others.map(said).joined(separator: "; ")) + ")"
    }

    /// A chain of strong references in a sentence, for a rule that wants none: `A#1 .onTap holds
    /// A#1's target B#1 through a closure's capture`, each hop `X .field holds Y strongly` or
    /// `… through a closure's capture`, joined with `, and `.
    package static func sentence(forChain chain: [Int], in graph: ObjectGraph) -> String {
        chain.map { index in
            let edge = graph.edges[index]
            return graph.nodes[edge.from].name + " " + edge.path + " holds " + TargetText.of(edge.to, in: graph)
                + (edge.isCapture ? " through a closure's capture" : " strongly")
        }.joined(separator: ", and ")
    }
}
