import Foundation
import Inspector

/// Instructions per object of the 100k-object tree walk, counted by callgrind: a figure that does
/// not move with the machine's load, beside the milliseconds that do.
///
/// The benchmark runs itself under `valgrind --tool=callgrind` with the argument `walk-once`,
/// which builds the tree, names every object once in a throwaway registry (so every leaf has the
/// weak-reference side table that the timed runs after the first find there), and walks it once.
/// Callgrind collects only inside `GraphWalker.walk` (its symbol, matched by a pattern), so the
/// figure is the walk alone, as `WalkComparison` times it.
enum WalkInstructions {
    /// The argument that makes `podbay-bench` run the walk for callgrind and nothing else.
    static let argument = "walk-once"

    /// The callgrind command, printed beside the figure so anyone can repeat it. Valgrind 3.19
    /// cannot read the toolchain's DWARF 5, so it runs a copy of the benchmark without debug
    /// information (`objcopy --strip-debug`); the symbol table it needs stays.
    static func command(benchmark: String, output: String) -> [String] {
        [
            "valgrind", "--tool=callgrind", "--toggle-collect=$s9Inspector11GraphWalkerV4walk5roots*",
            "--callgrind-out-file=" + output, benchmark, argument,
        ]
    }

    /// Builds the tree, names its objects once, and walks it once with a fresh registry.
    static func walkOnce() {
        let root = SyntheticShape.tree.build(count: WalkComparison.count)
        let warmUp = ObjectRegistry()
        var pending: [SyntheticNode] = [root]
        while let node = pending.popLast() {
            warmUp.entry(for: node)
            pending += node.children
        }
        let walker = GraphWalker(registry: ObjectRegistry(), reader: FieldReader(layout: FieldLayout()))
        var graph = walker.walk(roots: [("root", root)])
        precondition(graph.nodes.count == WalkComparison.count)
        graph = ObjectGraph()
        withExtendedLifetime(warmUp) {}
        SyntheticShape.dismantle(root)
    }

    /// Instructions per object of one walk, or nil without valgrind (the reason printed).
    static func perObject(benchmark: String) -> (instructions: Double, command: String)? {
        let folder = FileManager.default.temporaryDirectory
        let output = folder.appendingPathComponent("podbay-bench-walk.callgrind").path
        let stripped = folder.appendingPathComponent("podbay-bench-stripped").path
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: stripped)
        }
        guard run(["objcopy", "--strip-debug", benchmark, stripped]) else { return nil }
        let arguments = command(benchmark: stripped, output: output)
        guard run(arguments), let text = try? String(contentsOfFile: output, encoding: .utf8) else { return nil }
        // The last line `totals: N` (or `summary: N`) is the instructions collected.
        let total = text.split(separator: "\n").reversed().lazy.compactMap { line -> Int? in
            guard line.hasPrefix("totals:") || line.hasPrefix("summary:") else { return nil }
            return line.split(separator: " ").last.flatMap { Int($0) }
        }.first
        guard let total, total > 0 else { return nil }
        let shown = "objcopy --strip-debug " + benchmark + " walk-bench && "
            + command(benchmark: "./walk-bench", output: "walk.callgrind").map { $0.contains("*") ? "'" + $0 + "'" : $0 }.joined(separator: " ")
        return (Double(total) / Double(WalkComparison.count), shown)
    }

    /// Whether `arguments` ran (found on the PATH) and exited with 0; output dropped.
    private static func run(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
