@testable import Inspector
import Testing

@Suite struct AnalysisTests {
    private let registry = ObjectRegistry()

    private func graph(roots: [AnyObject], extra: [AnyObject] = []) -> ObjectGraph {
        GraphWalker(registry: registry, reader: FieldReader(layout: FieldLayout()))
            .walk(roots: roots.map { ("root", $0) }, extra: extra)
    }

    @Test func aTwoObjectCycleIsFoundWithTheEdgesThatCloseIt() {
        let a = Pair()
        let b = Pair()
        a.other = b
        b.other = a
        let graph = graph(roots: [a])
        let cycles = StrongComponents(graph: graph).cycles
        #expect(cycles.map { $0.map { graph.nodes[$0].name } } == [["Pair#1", "Pair#2"]])
        #expect(StrongComponents.closingEdges(of: cycles[0], in: graph).map(\.path) == [".other", ".other"])
        a.other = nil
    }

    @Test func aThreeObjectCycleAndASelfCycleAreFound() {
        let a = Pair(), b = Pair(), c = Pair(), d = Pair()
        a.other = b
        b.other = c
        c.other = a
        d.other = d
        let graph = graph(roots: [a, d])
        #expect(StrongComponents(graph: graph).cycles.map(\.count).sorted() == [1, 3])
        a.other = nil
        d.other = nil
    }

    @Test func weakEdgesNeverMakeACycle() {
        let a = Pair()
        let b = Pair()
        a.other = b
        b.weakOther = a
        #expect(StrongComponents(graph: graph(roots: [a])).cycles.isEmpty)
    }

    @Test func aTreeIsAcyclic() {
        let leaves = (0..<13).map { Leaf("\($0)") }
        #expect(StrongComponents(graph: graph(roots: [Everything(leaves)])).cycles.isEmpty)
    }

    @Test func aLongChainDoesNotOverflowTheStack() {
        let head = Pair()
        var tail = head
        for _ in 0..<200_000 {
            let next = Pair()
            tail.other = next
            tail = next
        }
        let graph = graph(roots: [head])
        #expect(graph.nodes.count == 200_001)
        #expect(StrongComponents(graph: graph).cycles.isEmpty)
        #expect(TreeText(symbols: .ascii, folds: false).lines(for: graph).count == 200_001)
        // Folded, the chain is its first links, one line for the rest, and its end.
        #expect(TreeText(symbols: .ascii).lines(for: graph) == [
            "Pair#1  (root: root)", "`- strong   .other -> Pair#2", "   `- strong   .other -> Pair#3", "      `- strong   .other -> Pair#4",
            "         `- … 199997 more Pair .other -> Pair#200001  ('graph --all' draws them)",
        ])
        // Free the chain without recursive deinit: unlink from the front.
        var node: Pair? = head
        while let current = node {
            node = current.other
            current.other = nil
        }
    }

    @Test func whyGivesTheShortestStrongChainFromTheRoot() {
        let a = Pair(), b = Pair(), c = Pair()
        a.other = b
        b.other = c
        a.weakOther = c
        let graph = graph(roots: [a])
        guard case .held(let chains) = KeepAliveChains(graph: graph, target: graph.index(named: "Pair#3") ?? -1).answer else {
            Issue.record("Pair#3 should be held from the root")
            return
        }
        #expect(chains.map { $0.map { graph.edges[$0].path } } == [[".other", ".other"]])
    }

    @Test func whyOnALeakedCycleSaysSo() {
        let root = Pair()
        var leaked: Pair? = Pair()
        leaked?.other = Pair()
        leaked?.other?.other = leaked
        let census = [leaked!, leaked!.other!]
        leaked = nil
        let graph = graph(roots: [root], extra: census)
        let target = graph.index(named: "Pair#2") ?? -1
        #expect(KeepAliveChains(graph: graph, target: target).answer == .leakedInCycle([1, 2], via: []))
        census[0].other = nil
    }

    @Test func whyFollowsTheCycleInTheDirectionItsReferencesRunAndNamesTheWayOut() {
        let root = Pair()
        let a = Pair(), b = Pair(), c = Pair(), hanger = Pair()
        a.other = b
        b.other = c
        c.other = a
        c.weakOther = hanger
        let holder = Holder(hanger)
        b.holder = holder
        let graph = graph(roots: [root], extra: [c, a, b])
        let lines = { (name: String) in
            KeepAliveText(symbols: .ascii).lines(for: graph, target: graph.index(named: name) ?? -1, retainCount: 0)
        }
        // The extras are named in the order given: c is Pair#2, a Pair#3, b Pair#4; the ring runs a -> b -> c.
        #expect(lines("Pair#3") == ["leaked: Pair#3 is alive, no root reaches it, and it is held only by the cycle Pair#3 -> Pair#4 -> Pair#2 -> Pair#3"])
        #expect(lines("Holder#1") == ["leaked: Holder#1 is alive and no root reaches it: Pair#4 .holder --strong-> Holder#1, and Pair#4 is held only by the cycle Pair#4 -> Pair#2 -> Pair#3 -> Pair#4"])
        a.other = nil
        withExtendedLifetime((hanger, holder)) {}
    }

    @Test func whyOnAnObjectHeldFromOutsideTheGraphNamesWhatItHangsFrom() {
        let hanger = Pair()
        let outsideHeld = Holder(hanger)
        let root = Pair()
        let graph = graph(roots: [root], extra: [outsideHeld, hanger])
        func lines(_ name: String) -> [String] {
            guard let target = graph.nodes.firstIndex(where: { $0.name == name }) else { return [] }
            return KeepAliveText(symbols: .ascii).lines(for: graph, target: target, retainCount: 2)
        }
        #expect(lines("Holder#1") == ["Holder#1 is alive but no root reaches it: held from outside the graph (retain count 2, a diagnostic that counts temporaries too) — a global or local variable, or a closure's capture the inspector cannot see"])
        #expect(lines("Pair#2") == ["Pair#2 is alive and no root reaches it: Holder#1 .held --strong-> Pair#2, and Holder#1 is held from outside the graph — a global or local variable, or a closure's capture the inspector cannot see ('why Holder#1' says more)"])
        #expect(KeepAliveChains.unreachable(in: graph).map { graph.nodes[$0].name } == ["Holder#1", "Pair#2"], "the root, Pair#1, is reached")
    }

    @Test func freedObjectsAreSeenThroughTheirWeakBoxes() {
        var leaf: Leaf? = Leaf("x")
        registry.entry(for: leaf!)
        let before = CensusSnapshot(registry: registry)
        leaf = nil
        let kept = Leaf("y")
        registry.entry(for: kept)
        #expect(CensusChange(since: before, registry: registry) == CensusChange(allocated: ["Leaf#2"], freed: ["Leaf#1"]))
    }

    @Test func dotOutputIsWellFormedAndMarksCyclesRed() {
        let a = Pair()
        let b = Pair()
        a.other = b
        b.other = a
        b.weakOther = a
        let lines = DotText().lines(for: graph(roots: [a]))
        #expect(lines.first == "digraph podbay {")
        #expect(lines.last == "}")
        #expect(lines.contains("  n0 -> n1 [label=\".other (strong)\", style=solid, color=red];"))
        #expect(lines.contains("  n1 -> n0 [label=\".weakOther (weak)\", style=dashed];"))
        // Both objects of the strong cycle are drawn red, as are its strong edges.
        let members = lines.filter { $0.hasPrefix("  n0 [") || $0.hasPrefix("  n1 [") }
        #expect(members.count == 2 && members.allSatisfy { $0.hasSuffix(", color=red];") })
        a.other = nil
    }
}
