import Foundation
import Inspector

/// The 100k-object tree walk beside CPython walking a same-shaped tree with `gc.get_referents`,
/// and what reading inside values costs on a heap whose values hold no references. Alternated run
/// by run, so both sides meet the same machine; medians.
enum WalkComparison {
    static let runs = 9
    static let count = 100_000
    static let bar = 30.0

    static func run() {
        print("")
        print("Tree walk, \(count) objects, side by side (median of \(runs), alternated)")
        let root = SyntheticShape.tree.build(count: count)
        var ours: [Double] = [], theirs: [Double] = []
        for _ in 0..<runs {
            ours.append(walk(root))
            if let python = pythonWalk() { theirs.append(python) }
        }
        SyntheticShape.dismantle(root)
        let podbay = median(ours)
        print(String(format: "  Podbay GraphWalker (reads every field, names every object)  %7.1f ms", podbay))
        guard !theirs.isEmpty else {
            print("  CPython: python3 did not answer; no ratio")
            return
        }
        let python = median(theirs)
        print(String(format: "  CPython gc.get_referents breadth first (same tree)           %7.1f ms", python))
        print(String(format: "  bar: walk <= %.0f ms and faster than CPython: %.1f ms, %.1fx faster: %@", bar, podbay, python / podbay,
                     (podbay <= bar && podbay < python ? "met" : "MISSED") as NSString))
        instructions()
        valueReadingOverhead()
    }

    /// The walk's instructions per object, counted by callgrind: what the milliseconds are, on
    /// a machine whose load does not move them.
    private static func instructions() {
        let benchmark = CommandLine.arguments[0]
        guard let counted = WalkInstructions.perObject(benchmark: benchmark) else {
            print("  instructions per object: valgrind did not answer (install valgrind to count them)")
            return
        }
        print(String(format: "  instructions per object (callgrind, one walk, repeatable on any load): %.0f", counted.instructions))
        print("    counted with: " + counted.command + "  (then: callgrind_annotate walk.callgrind)")
    }

    /// One walk of `root` with a fresh registry, in milliseconds.
    private static func walk(_ root: AnyObject, readsValues: Bool = true) -> Double {
        let walker = GraphWalker(
            registry: ObjectRegistry(), reader: FieldReader(layout: FieldLayout()), readsValues: readsValues)
        var graph = ObjectGraph()
        let time = milliseconds(clock.measure { graph = walker.walk(roots: [("root", root)]) })
        precondition(graph.nodes.count == count)
        return time
    }

    /// The same walk over `PlainNode`s (plain value fields beside the references), reading inside
    /// values and not: the cost of the value and capture reader where there is nothing to find.
    private static func valueReadingOverhead() {
        let nodes = (0..<count).map { _ in PlainNode() }
        for index in 1..<count {
            nodes[(index - 1) / 4].children.append(nodes[index])
            nodes[index].parent = nodes[(index - 1) / 4]
        }
        var with: [Double] = [], without: [Double] = []
        // A, B, B, A: whichever runs first after the other meets a colder cache.
        for run in 0..<runs * 2 {
            if run % 4 == 0 || run % 4 == 3 {
                with.append(walk(nodes[0]))
            } else {
                without.append(walk(nodes[0], readsValues: false))
            }
        }
        let overhead = (median(with) / median(without) - 1) * 100
        print(String(format: "  values and captures read on a heap without them (String, Int, tuple, Bool, [String], unset closure fields): %.1f ms against %.1f ms class fields only: %+.1f%%",
                     median(with), median(without), overhead))
        print(String(format: "  bar: value and capture reading costs <= 10%% there: %+.1f%%: %@", overhead, (overhead <= 10 ? "met" : "MISSED") as NSString))
        for node in nodes { node.children = [] }
    }

    /// CPython building the same tree (children in a list, a weak reference to the parent) and
    /// walking it breadth first with `gc.get_referents`, in milliseconds; nil without python3.
    private static func pythonWalk() -> Double? {
        let script = """
            import gc, time, weakref
            class Node:
                def __init__(self):
                    self.children = []
                    self.next = None
                    self.parent = None
            nodes = [Node() for _ in range(\(count))]
            for i in range(1, \(count)):
                p = nodes[(i - 1) // 4]
                p.children.append(nodes[i])
                nodes[i].parent = weakref.ref(p)
            root = nodes[0]
            del nodes
            def walk(root):
                seen = {id(root)}
                queue = [root]
                head = 0
                get = gc.get_referents
                while head < len(queue):
                    obj = queue[head]
                    head += 1
                    for ref in get(obj):
                        if type(ref) is not type and id(ref) not in seen:
                            seen.add(id(ref))
                            queue.append(ref)
                return sum(1 for o in queue if type(o) is Node)
            t = time.perf_counter()
            found = walk(root)
            elapsed = time.perf_counter() - t
            assert found == \(count)
            print(elapsed * 1000)
            """
        return runPython(script).flatMap(Double.init)
    }
}
