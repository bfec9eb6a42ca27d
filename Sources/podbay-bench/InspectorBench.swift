import Foundation
import Inspector

/// The Inspector on synthetic heaps of 1k to 1M objects. Medians of repeated runs; each run builds
/// a fresh registry, walks from the root, finds cycles, renders the tree.
enum InspectorBench {
    static func run(counts: [Int], shapes: [SyntheticShape]) {
        print("Inspector benchmark (median of runs; walk = read every field from the runtime and name every object)")
        print("objects    shape      walk ms  cycles ms  render ms   total ms  tracking B/object")
        var hundredThousandTotals: [String: Double] = [:]
        for count in counts {
            for shape in shapes {
                let runs = count >= 1_000_000 ? 3 : 5
                var walks: [Double] = [], cycles: [Double] = [], renders: [Double] = []
                // Resident memory grows by whole pages: below 100k objects the figure says more about pages and hash-table growth.
                let bytesPerObject = shape == .tree && count >= 100_000 ? trackingBytesPerObject(count: count).map(String.init) ?? "n/a" : ""
                let root = shape.build(count: count)
                for _ in 0..<runs {
                    let registry = ObjectRegistry()
                    let walker = GraphWalker(registry: registry, reader: FieldReader(layout: FieldLayout()))
                    var graph = ObjectGraph()
                    walks.append(milliseconds(clock.measure { graph = walker.walk(roots: [("root", root)]) }))
                    var found = 0
                    cycles.append(milliseconds(clock.measure { found = StrongComponents(graph: graph).cycles.count }))
                    var text = ""
                    // Every line drawn (`graph --all`): the chain would otherwise fold to a few.
                    renders.append(milliseconds(clock.measure { text = TreeText(symbols: .ascii, folds: false).text(for: graph) }))
                    let lines = lineCount(text)
                    precondition(graph.nodes.count == count && lines >= count && (shape == .cycles) == (found > 0))
                    graph = ObjectGraph()
                }
                let total = median(walks) + median(cycles) + median(renders)
                if count == 100_000 { hundredThousandTotals[shape.rawValue] = total }
                let columns = String(format: "%8.1f  %9.1f  %9.1f  %9.1f  %17@",
                                     median(walks), median(cycles), median(renders), total, bytesPerObject as NSString)
                let shapeColumn = shape.rawValue + String(repeating: " ", count: max(0, 9 - shape.rawValue.count))
                print(String(format: "%9d  ", count) + shapeColumn + " " + columns)
                SyntheticShape.dismantle(root)
            }
        }

        // networkx on the same edges, for scale: the cycles shape at 100k objects.
        if counts.contains(100_000), shapes.contains(.cycles) {
            let root = SyntheticShape.cycles.build(count: 100_000)
            let registry = ObjectRegistry()
            let graph = GraphWalker(registry: registry, reader: FieldReader(layout: FieldLayout())).walk(roots: [("root", root)])
            let swiftTime = median((0..<5).map { _ in milliseconds(clock.measure { _ = StrongComponents(graph: graph) }) })
            let edges = graph.strongAdjacency.enumerated().flatMap { from, list in list.map { "\(from) \($0)" } }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-bench-edges.txt")
            try? edges.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            let script = """
                import networkx, time, statistics
                g = networkx.read_edgelist('\(file.path)', create_using=networkx.DiGraph, nodetype=int)
                times = []
                for _ in range(5):
                    t = time.perf_counter(); c = sum(1 for s in networkx.strongly_connected_components(g) if len(s) > 1); times.append(time.perf_counter() - t)
                print(statistics.median(times) * 1000)
                """
            if let python = runPython(script).flatMap(Double.init) {
                print(String(format: "cycle search, 100k objects in rings of 10: Podbay %.1f ms, networkx %.1f ms (%.1fx)",
                             swiftTime, python, python / swiftTime))
            } else {
                print("networkx comparison skipped: python3 with networkx did not answer")
            }
            SyntheticShape.dismantle(root)
        }
        if counts.contains(WalkComparison.count), shapes.contains(.tree) { WalkComparison.run() }
        let worst = hundredThousandTotals.max { $0.value < $1.value }
        if let worst {
            print(String(format: "bar: 100k objects walked + cycle-checked + rendered <= 300 ms; slowest shape %@ took %.1f ms: %@",
                         worst.key as NSString, worst.value, (worst.value <= 300 ? "met" : "MISSED") as NSString))
        }
    }
}

/// Bytes the registry keeps per object it names (weak box, name, indexes), measured as the growth
/// of resident memory while naming `count` fresh objects.
func trackingBytesPerObject(count: Int) -> Int? {
    let objects = (0..<count).map { _ in SyntheticNode() }
    let registry = ObjectRegistry()
    guard let before = residentBytes() else { return nil }
    for object in objects { registry.entry(for: object) }
    guard let after = residentBytes() else { return nil }
    withExtendedLifetime((objects, registry)) {}
    return max(0, after - before) / count
}
