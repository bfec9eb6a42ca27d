@testable import Inspector
import Testing

@Suite struct GraphWalkerTests {
    private func walker(_ registry: ObjectRegistry = ObjectRegistry()) -> GraphWalker {
        GraphWalker(registry: registry, reader: FieldReader(layout: FieldLayout()))
    }

    @Test func edgesCarryOwnershipAndPathThroughContainers() {
        let leaves = (0..<13).map { Leaf("leaf \($0)") }
        let everything = Everything(leaves)
        let graph = walker().walk(roots: [("test", everything)])
        let lines = EdgeListText(symbols: .ascii).lines(for: graph)
        // `.closure` is `{}`: it captures nothing, so it is no edge.
        #expect(lines == [
            "Everything#1 .inherited --strong-> Leaf#1",
            "Everything#1 .strong --strong-> Leaf#2",
            "Everything#1 .weakOne --weak-> Leaf#3",
            "Everything#1 .unownedOne --unowned-> Leaf#4",
            "Everything#1 .unownedOptional --unowned-> Leaf#5",
            "Everything#1 .unsafeOne --unowned(unsafe)-> <address of no object Podbay has seen>",
            "Everything#1 .array[0] --strong-> Leaf#6",
            "Everything#1 .array[1] --strong-> Leaf#7",
            "Everything#1 .dictionary[\"a\"] --strong-> Leaf#8",
            "Everything#1 .dictionary[\"b\"] --strong-> Leaf#9",
            "Everything#1 .wrapped.inner --strong-> Leaf#10",
            "Everything#1 .existential --strong-> Leaf#11",
            "Everything#1 .slot.filled --strong-> Leaf#12",
        ])
        withExtendedLifetime(leaves) {}
    }

    @Test func anUnownedUnsafeWordIsFollowedWhenTheCensusKnowsALiveObjectThere() {
        let registry = ObjectRegistry()
        let leaves = (0..<13).map { Leaf("leaf \($0)") }
        registry.entry(for: leaves[4])
        let graph = walker(registry).walk(roots: [("test", Everything(leaves))])
        #expect(EdgeListText(symbols: .ascii).lines(for: graph).contains("Everything#1 .unsafeOne --unowned(unsafe)-> Leaf#1"))
        // Optimised builds end a value's lifetime at its last use; the unowned fields need theirs.
        withExtendedLifetime(leaves) {}
    }

    @Test func anUnownedFieldWhoseObjectIsGoneReadsAsDeadWithoutTrapping() {
        var target: Leaf? = Leaf("short-lived")
        let holder = HoldsDeadUnowned(target!)
        target = nil
        let graph = walker().walk(roots: [("test", holder)])
        #expect(EdgeListText(symbols: .ascii).lines(for: graph) == ["HoldsDeadUnowned#1 .target --unowned-> <dead>"])
    }

    @Test func namesAreStablePerTypeAndNeverReused() {
        let registry = ObjectRegistry()
        var first: Leaf? = Leaf("a")
        #expect(registry.name(of: first!) == "Leaf#1")
        first = nil
        let second = Leaf("b")
        #expect(registry.name(of: second) == "Leaf#2", "a freed object's number is not reused, even at the same address")
        #expect(registry.name(of: Pair()) == "Pair#1")
    }

    @Test func twoIdenticalRunsPrintTheSame() {
        func run() -> [String] {
            let leaves = (0..<13).map { Leaf("\($0)") }
            let graph = walker().walk(roots: [("test", Everything(leaves))])
            return TreeText(symbols: .unicode).lines(for: graph)
        }
        #expect(run() == run())
    }

    /// Ctrl-C: the walk asks `shouldStop` every 4,096 objects and, told yes, stops and says so.
    @Test func aWalkToldToStopStopsAndSaysItIsIncomplete() {
        let pairs = (0..<20_000).map { _ in Pair() }
        for (pair, next) in zip(pairs, pairs.dropFirst()) { pair.other = next }
        var asked = 0
        let stopping = GraphWalker(registry: ObjectRegistry(), reader: FieldReader(layout: FieldLayout())) {
            asked += 1
            return asked == 2
        }
        let stopped = stopping.walk(roots: [("chain", pairs[0])])
        #expect(stopped.isInterrupted)
        #expect(stopped.nodes.count == 2 * 4_096, "stopped at the second question, before reading object 8,192")
        let whole = walker().walk(roots: [("chain", pairs[0])])
        #expect(!whole.isInterrupted && whole.nodes.count == 20_000)
        for pair in pairs { pair.other = nil }
    }
}

@Suite struct TreeTextTests {
    private func graph(_ roots: [AnyObject]) -> ObjectGraph {
        GraphWalker(registry: ObjectRegistry(), reader: FieldReader(layout: FieldLayout()))
            .walk(roots: roots.enumerated().map { ("root \($0.offset)", $0.element) })
    }

    @Test func siblingsIndentUnderTheirParentAndASecondSightingPointsAbove() {
        let a = Pair(), b = Pair(), c = Pair()
        a.other = b
        a.weakOther = c
        b.other = c
        c.weakOther = a
        #expect(TreeText(symbols: .ascii).lines(for: graph([a])) == [
            "Pair#1  (root: root 0)",
            "|- strong   .other -> Pair#2",
            "|  `- strong   .other -> Pair#3",
            "|     `- weak     .weakOther -> Pair#1  (see above)",
            "`- weak     .weakOther -> Pair#3  (owned by Pair#2)",
        ])
    }

    @Test func aDepthLimitEndsTheBranchWithAnEllipsis() {
        let a = Pair(), b = Pair(), c = Pair()
        a.other = b
        b.other = c
        let graph = GraphWalker(registry: ObjectRegistry(), reader: FieldReader(layout: FieldLayout()))
            .walk(roots: [("root", a)], depth: 2)
        #expect(TreeText(symbols: .ascii, depth: 1).lines(for: graph) == [
            "Pair#1  (root: root)",
            "`- strong   .other -> Pair#2",
            "   …",
        ])
        withExtendedLifetime(c) {}
    }

    /// A struct that promises to hold no object (`HoldsNoObjects`: lesson texts, the command table)
    /// is not read, which keeps `graph --self` from reading every lesson line. Broken on purpose
    /// here, the promise shows: the object inside is not seen.
    @Test func aStructThatHoldsNoObjectsIsNotRead() {
        let holder = PromiseHolder()
        let graph = GraphWalker(registry: ObjectRegistry(), reader: FieldReader(layout: FieldLayout()))
            .walk(roots: [("root", holder)])
        #expect(graph.nodes.count == 1, "\(graph.nodes.map(\.name))")
        withExtendedLifetime(holder) {}
    }

    /// An object cut by the depth limit was never expanded: seen again, it is drawn again (and cut
    /// again), never marked "(see above)" for references nobody drew.
    @Test func anObjectCutByTheDepthIsNotSeenAbove() {
        let a = Pair(), b = Pair(), c = Pair()
        a.other = b
        a.weakOther = b
        b.other = c
        let graph = GraphWalker(registry: ObjectRegistry(), reader: FieldReader(layout: FieldLayout()))
            .walk(roots: [("root", a)], depth: 2)
        #expect(TreeText(symbols: .ascii, depth: 1).lines(for: graph) == [
            "Pair#1  (root: root)",
            "|- strong   .other -> Pair#2",
            "|  …",
            "`- weak     .weakOther -> Pair#2  (owned by Pair#1)",
        ])
        withExtendedLifetime(c) {}
    }

    @Test func pastTheDeepestIndentLinesSayTheirLevelInstead() {
        let pairs = (0..<(TreeText.deepestIndent + 3)).map { _ in Pair() }
        for (holder, held) in zip(pairs, pairs.dropFirst()) { holder.other = held }
        let lines = TreeText(symbols: .ascii, folds: false).lines(for: graph([pairs[0]]))
        let indent = String(repeating: " ", count: 3 * (TreeText.deepestIndent - 1))
        #expect(lines.count == pairs.count)
        #expect(lines[TreeText.deepestIndent] == indent + "`- strong   .other -> Pair#41")
        #expect(lines[TreeText.deepestIndent + 1] == indent + "`- [level 41] strong   .other -> Pair#42")
        #expect(lines[TreeText.deepestIndent + 2] == indent + "`- [level 42] strong   .other -> Pair#43")
    }
}

/// Claims to hold no object, and (for the test) does.
private struct BrokenPromise: HoldsNoObjects {
    let leaf = Leaf("hidden")
}

private final class PromiseHolder {
    let promise = BrokenPromise()
}
