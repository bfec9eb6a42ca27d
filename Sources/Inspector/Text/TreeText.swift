/// The graph as a tree from each root, every edge saying its ownership in words. Each object is
/// expanded once, under a strong reference that reaches it when one does (`OwnershipTree`);
/// a weak or unowned reference to an object something owns is a leaf saying who owns it, other
/// sightings say `(see above)` or `(see below)`. A long chain of one shape (a linked list's
/// `.next`) is folded to its first links and its end, unless `folds` is off (`graph --all`).
package struct TreeText {
    let symbols: GraphSymbols
    /// How many references deep to expand (`graph --depth N`).
    let depth: Int
    /// Whether a chain of more than `longestChain` links of one shape is folded.
    let folds: Bool
    /// Past this many levels the indentation stops growing and each line says its level instead,
    /// so a long chain prints in linear space.
    static let deepestIndent = 40
    /// A chain of one shape is folded when more than this many links follow its first ones.
    static let longestChain = 10
    /// The links of a folded chain drawn before the fold.
    static let keptOfChain = 3

    package init(symbols: GraphSymbols, depth: Int = .max, folds: Bool = true) {
        self.symbols = symbols
        self.depth = depth
        self.folds = folds
    }

    private struct Pending {
        let edge: Int
        let level: Int
        let last: Bool
        /// How many links of one shape (field and type) lead to this edge's target, this one included.
        let chain: Int
        /// For a fold: how many links it stands for; the edge is the chain's last link.
        let folded: Int
    }

    /// The tree, one line per string.
    package func lines(for graph: ObjectGraph, from starts: [Int]? = nil) -> [String] {
        text(for: graph, from: starts).split(separator: "\n").map(String.init)
    }

    /// The tree as one text, a line per edge, each line ended by a newline. Written into one
    /// buffer of bytes: a heap of 100k objects prints 200k lines, and a string grown piece by
    /// piece per line cost more than walking the heap (see `make bench`).
    package func text(for graph: ObjectGraph, from starts: [Int]? = nil) -> String {
        let starts = starts ?? graph.roots
        let tree = OwnershipTree(graph: graph, starts: starts)
        var out: [UInt8] = []
        out.reserveCapacity(graph.edges.count * 64 + 64)
        var expanded = [Bool](repeating: false, count: graph.nodes.count)
        var inFold = [Bool](repeating: false, count: graph.nodes.count)
        var cutByDepth = [Bool](repeating: false, count: graph.nodes.count)
        var isStart = [Bool](repeating: false, count: graph.nodes.count)
        for start in starts { isStart[start] = true }
        // Names are spelled into the buffer from their parts: no string per object.
        func name(_ node: Int) {
            let entry = graph.nodes[node].entry
            out.append(contentsOf: entry.typeName.utf8)
            guard !entry.standsApart else { return }
            out.append(UInt8(ascii: "#"))
            out.append(contentsOf: String(entry.number).utf8)
        }
        let pipe = Array(symbols.pipe.utf8), blank = Array("   ".utf8)
        let branch = Array(symbols.branch.utf8), lastBranch = Array(symbols.lastBranch.utf8)
        let arrow = Array(" \(symbols.arrow) ".utf8), capture = Array(" (capture)".utf8)
        let seeAbove = Array("  (see above)".utf8), seeBelow = Array("  (see below)".utf8)
        let byAddress = Array("  (\(TargetText.byAddress))".utf8)
        let ownership = Ownership.allCases.map { (key: $0, bytes: Array(TargetText.paddedOwnership($0).utf8)) }
        // A line's indentation is one segment per level above it, a pipe or blanks depending on
        // whether that level's edge was the last of its siblings: kept as flags and spelled out
        // per line, so no prefix string is built per object.
        var lastAtLevel: [Bool] = [false]
        func indent(_ segments: Int) {
            for level in stride(from: 1, through: segments, by: 1) {
                out.append(contentsOf: lastAtLevel[level] ? blank : pipe)
            }
        }
        func isHome(_ edge: Int) -> Bool {
            guard case .node(let to) = graph.edges[edge].to else { return false }
            return tree.home[to] == edge
        }
        /// Whether a node is drawn with its references somewhere (not cut by the depth, nor folded).
        func isDrawn(_ node: Int) -> Bool {
            !graph.outgoing[node].isEmpty && !inFold[node] && !cutByDepth[node]
        }
        for start in starts {
            let labels = graph.rootLabels(of: start)
            name(start)
            if !labels.isEmpty { out.append(contentsOf: "  (root: \(labels.joined(separator: ", ")))".utf8) }
            out.append(newline)
            expanded[start] = true
            // Depth first without recursion.
            var stack: [Pending] = []
            push(graph.outgoing[start], level: 1, chain: { _ in 1 }, onto: &stack)
            while let item = stack.popLast() {
                let edge = graph.edges[item.edge]
                indent(min(item.level, Self.deepestIndent) - 1)
                out.append(contentsOf: item.last ? lastBranch : branch)
                if item.level > Self.deepestIndent { out.append(contentsOf: "[level \(item.level)] ".utf8) }
                guard case .node(let next) = edge.to else {
                    out.append(contentsOf: ownership.first { $0.key == edge.ownership }?.bytes ?? [])
                    edge.appendPath(to: &out)
                    if edge.isCapture { out.append(contentsOf: capture) }
                    out.append(contentsOf: arrow)
                    out.append(contentsOf: TargetText.of(edge.to, in: graph).utf8)
                    out.append(newline)
                    continue
                }
                if item.folded > 0 {
                    out.append(contentsOf: "… \(item.folded) more \(graph.nodes[edge.from].entry.typeName) \(edge.field)".utf8)
                } else {
                    out.append(contentsOf: ownership.first { $0.key == edge.ownership }?.bytes ?? [])
                    edge.appendPath(to: &out)
                    if edge.isCapture { out.append(contentsOf: capture) }
                }
                out.append(contentsOf: arrow)
                name(next)
                if edge.ownership == .unownedUnsafe { out.append(contentsOf: byAddress) }
                guard tree.home[next] == item.edge, !isStart[next] else {
                    // A leaf: the object is drawn elsewhere, or owned elsewhere.
                    let owner = tree.home[next] >= 0 && tree.weakHomes[next] == nil ? graph.edges[tree.home[next]].from : nil
                    if let owner, !edge.ownership.keepsAlive {
                        out.append(contentsOf: "  (owned by ".utf8)
                        name(owner)
                        out.append(UInt8(ascii: ")"))
                    } else if cutByDepth[next] {
                        out.append(contentsOf: "  (its references not drawn: --depth \(depth))".utf8)
                    } else if inFold[next] {
                        out.append(contentsOf: "  (in the folded chain)".utf8)
                    } else if isDrawn(next) {
                        out.append(contentsOf: expanded[next] ? seeAbove : seeBelow)
                    }
                    out.append(newline)
                    continue
                }
                if item.folded > 0 { out.append(contentsOf: "  ('graph --all' draws them)".utf8) }
                switch tree.weakHomes[next] {
                case .unheld?: out.append(contentsOf: "  (nothing in the graph holds it strongly: drawn here)".utf8)
                case .heldFromBelow?: out.append(contentsOf: "  (held strongly only by objects drawn under it)".utf8)
                case nil: break
                }
                out.append(newline)
                let children = graph.outgoing[next]
                guard !children.isEmpty else {
                    expanded[next] = true
                    continue
                }
                if item.level <= Self.deepestIndent {
                    if lastAtLevel.count <= item.level { lastAtLevel.append(item.last) } else { lastAtLevel[item.level] = item.last }
                }
                guard item.level < depth else {
                    // Cut by --depth, so not expanded: a later sighting must not say "(see above)"
                    // of references that were never drawn.
                    cutByDepth[next] = true
                    indent(min(item.level, Self.deepestIndent - 1))
                    out.append(contentsOf: "…\n".utf8)
                    continue
                }
                expanded[next] = true
                let sameShape = { (child: ObjectGraph.Edge) -> Bool in
                    guard child.field == edge.field, case .node(let to) = child.to else { return false }
                    return graph.nodes[to].entry.typeName == graph.nodes[next].entry.typeName
                        && graph.nodes[edge.from].entry.typeName == graph.nodes[next].entry.typeName
                }
                if folds, item.chain == Self.keptOfChain, sameShape(edge),
                    let links = chain(from: next, field: edge.field, in: graph, tree: tree), links.count > Self.longestChain
                {
                    // The chain's middle objects are not drawn: their other references are leaves.
                    for link in links.dropLast() {
                        if case .node(let to) = graph.edges[link].to { inFold[to] = true }
                    }
                    // The chain's first link is drawn as one line standing for all of them, ending
                    // at the chain's last object, which is drawn whole.
                    let fold = (edge: links[links.count - 1], links: links.count)
                    push(children, level: item.level + 1, chain: { _ in 1 }, onto: &stack, replacing: links[0], with: fold)
                    continue
                }
                push(children, level: item.level + 1, chain: { child in
                    isHome(child) && sameShape(graph.edges[child]) ? item.chain + 1 : 1
                }, onto: &stack)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The links of a chain of one shape from `node`: while an object's only home child is
    /// through `field` to an object of its own type, that link. Nil when there is none.
    private func chain(from node: Int, field: String, in graph: ObjectGraph, tree: OwnershipTree) -> [Int]? {
        var links: [Int] = []
        var current = node
        let type = graph.nodes[node].entry.typeName
        while true {
            var only: Int?
            var homes = 0
            for index in graph.outgoing[current] {
                guard case .node(let to) = graph.edges[index].to, tree.home[to] == index else { continue }
                homes += 1
                only = index
            }
            guard homes == 1, let link = only, graph.edges[link].field == field, case .node(let to) = graph.edges[link].to,
                graph.nodes[to].entry.typeName == type
            else { break }
            links.append(link)
            current = to
        }
        return links.isEmpty ? nil : links
    }

    private var newline: UInt8 { UInt8(ascii: "\n") }

    private func push(
        _ children: Range<Int>, level: Int, chain: (Int) -> Int, onto stack: inout [Pending], replacing: Int? = nil,
        with fold: (edge: Int, links: Int)? = nil
    ) {
        for edge in children.reversed() {
            let last = edge == children.upperBound - 1
            if edge == replacing, let fold {
                stack.append(Pending(edge: fold.edge, level: level, last: last, chain: 0, folded: fold.links))
                continue
            }
            stack.append(Pending(edge: edge, level: level, last: last, chain: chain(edge), folded: 0))
        }
    }
}
