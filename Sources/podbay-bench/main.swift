import Foundation

/// `make bench`: the release binary's size, start-up against python3, every command on every
/// lesson, and the Inspector on synthetic heaps of 1k to 1M objects. Medians of repeated runs
/// throughout.
///
/// Arguments pick parts and sizes: `podbay-bench size`, `podbay-bench startup`, `podbay-bench load`, `podbay-bench check`, `podbay-bench jail`, `podbay-bench watch`, `podbay-bench commands`,
/// `podbay-bench inspector 100000 tree`, `podbay-bench class`, `podbay-bench sitting` (default: every part, size and
/// shape). `podbay-bench walk-once` builds the 100k tree and walks it, for callgrind (see
/// `WalkInstructions`).
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == WalkInstructions.argument {
    // Run by the benchmark itself under callgrind: the walk only.
    WalkInstructions.walkOnce()
    exit(0)
}
let allParts = ["size", "startup", "load", "check", "jail", "watch", "commands", "sitting", "inspector", "class"]
let parts = allParts.filter(arguments.contains)
let chosen = parts.isEmpty ? allParts : parts
let sizes = arguments.compactMap(Int.init)
let named = arguments.compactMap(SyntheticShape.init(rawValue:))

if chosen.contains("size") {
    SizeBench.run(podbay: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("podbay"))
    print("")
}
if chosen.contains("startup") {
    // The release podbay sits beside this benchmark in the build folder.
    StartupBench.run(podbay: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("podbay"))
    print("")
}
if chosen.contains("load") {
    LoadBench.run(podbay: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("podbay"))
    print("")
}
if chosen.contains("check") {
    CheckBench.run(podbay: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("podbay"))
    print("")
}
if chosen.contains("jail") {
    JailBench.run()
    print("")
}
if chosen.contains("watch") {
    WatchSittingBench.run(podbay: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("podbay"))
    print("")
}
if chosen.contains("class") {
    ClassBench.run(podbay: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("podbay"))
    print("")
}
if chosen.contains("commands") {
    CommandBench.run()
    print("")
}
if chosen.contains("sitting") {
    SittingBench.run()
    print("")
}
if chosen.contains("inspector") {
    InspectorBench.run(
        counts: sizes.isEmpty ? [1_000, 10_000, 100_000, 1_000_000] : sizes,
        shapes: named.isEmpty ? SyntheticShape.allCases : named)
}
