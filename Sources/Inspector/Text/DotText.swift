/// The graph in Graphviz DOT: strong solid, weak dashed, unowned dotted, a cycle's objects and
/// edges red, a closure's captures with a hollow arrowhead, the ownership also written on every
/// edge (never colour alone); names and paths in the monospace the text output uses.
package struct DotText {
    package init() {}

    package func lines(for graph: ObjectGraph) -> [String] {
        var cycleOf: [Int: Int] = [:]
        for (number, cycle) in StrongComponents(graph: graph).cycles.enumerated() {
            for member in cycle { cycleOf[member] = number }
        }
        var lines = ["digraph podbay {", "  node [shape=box, fontname=\"monospace\"];", "  edge [fontname=\"monospace\"];"]
        for (index, node) in graph.nodes.enumerated() {
            let root = graph.rootLabels(of: index).isEmpty ? "" : ", peripheries=2"
            let inCycle = cycleOf[index] == nil ? "" : ", color=red"
            lines.append("  n\(index) [label=\(quoted(node.name))\(root)\(inCycle)];")
        }
        var markers = 0
        for edge in graph.edges {
            let target: String
            switch edge.to {
            case .node(let index):
                target = "n\(index)"
            case .closure, .dead, .unknownAddress, .unreadable:
                markers += 1
                target = "m\(markers)"
                lines.append("  \(target) [shape=note, label=\(quoted(TargetText.of(edge.to, in: graph)))];")
            }
            var attributes = ["label=\(quoted(edge.path + " (" + edge.ownershipText + ")"))", "style=\(style(edge.ownership))"]
            // A capture edge has a hollow arrowhead as well as its words.
            if edge.isCapture { attributes.append("arrowhead=empty") }
            if edge.ownership.keepsAlive, case .node(let to) = edge.to, let cycle = cycleOf[edge.from], cycleOf[to] == cycle {
                attributes.append("color=red")
            }
            lines.append("  n\(edge.from) -> \(target) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines
    }

    private func style(_ ownership: Ownership) -> String {
        switch ownership {
        case .strong, .unknown: "solid"
        case .weak: "dashed"
        case .unowned, .unownedUnsafe: "dotted"
        }
    }

    /// A DOT string: quoted, with backslashes and quotes escaped.
    private func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
