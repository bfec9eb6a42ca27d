import Foundation

/// Edit to reloaded scene: a 100-line file of the user's classes is edited (one line changes, so
/// the build cache misses), then `podbay --load FILE` builds it, opens its scene, prints its graph
/// and leaves. Timed warm (a first load fills the compiler's module cache), beside a plain
/// `swiftc -typecheck` of the same file, as a ratio. The time includes podbay's own start-up and
/// the loaded podbay's: an upper bound for `reload` at the prompt, which skips the first.
/// Beside the wall time, the processor time of podbay and everything it ran (compiler, linker,
/// per-source podbay): what the machine's load does not move. Then what the builds left on disk:
/// the largest build, and the whole cache as `podbay cache` says it.
enum LoadBench {
    static let runs = 5

    static func run(podbay: URL) {
        print("Load (edit to reloaded scene, 100-line file, warm; median of \(runs) edits)")
        guard let swiftc = BenchReadiness.swiftc(besides: podbay) else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-bench-load-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Fleet.swift")
        let environment = ["HOME": folder.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                           "LANG": "C.UTF-8", "TERM": "dumb", "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        var loads: [Double] = [], checks: [Double] = [], processor: [Double] = []
        for edit in 0...runs {
            try? source(edit).write(to: file, atomically: true, encoding: .utf8)
            let start = clock.now, startProcessor = childProcessorMilliseconds()
            let output = runTool(podbay.path, ["--load", file.path], input: "graph --depth 1\nquit\n", environment)
            let loaded = milliseconds(clock.now - start), used = childProcessorMilliseconds() - startProcessor
            guard output.contains("Fleet#1  (root: fleet)") else {
                print("  the load failed:\n" + output.split(separator: "\n").prefix(8).map { "    " + $0 }.joined(separator: "\n"))
                return
            }
            let modules = podbay.deletingLastPathComponent().appendingPathComponent("Modules").path
            let checkStart = clock.now
            _ = runTool(swiftc, ["-typecheck", "-parse-as-library", "-I", modules, file.path], input: "", environment)
            let checked = milliseconds(clock.now - checkStart)
            // The first edit warms the caches; it is not counted.
            if edit > 0 {
                loads.append(loaded)
                checks.append(checked)
                processor.append(used)
            }
        }
        let load = median(loads), check = median(checks)
        print(String(format: "  podbay --load (compile, link, start, build, graph)  %7.1f ms  (processor %.1f ms)", load,
                     median(processor)))
        print(String(format: "  swiftc -typecheck of the same file                   %7.1f ms", check))
        print(String(format: "  ratio %.1fx; bar: edit to reloaded scene <= 400 ms: %@", load / check,
                     (load <= 400 ? "met" : "MISSED") as NSString))
        printCacheSizes(podbay: podbay, cache: folder.appendingPathComponent("cache/podbay/loaded"), environment)
    }

    /// 100 lines: ten small classes that hold each other, one line that changes with `edit`, and
    /// the function `load` calls.
    static func source(_ edit: Int) -> String {
        var lines = ["import LessonKit", "", "// edit \(edit)", ""]
        for index in 0..<10 {
            lines += [
                "final class Part\(index) {",
                "    var next: Part\((index + 1) % 10)?",
                "    weak var previous: Part\((index + 9) % 10)?",
                "    var label = \"part \(index)\"",
                "    var weight = \(index * 3)",
                "    func describe() -> String { label + \" \\(weight)\" }",
                "    init() {}",
                "}",
                "",
            ]
        }
        lines += ["final class Fleet {", "    var parts: [AnyObject] = []", "}", ""]
        lines += ["func roots() -> [SceneRoot] {", "    let fleet = Fleet()"]
        lines += (0..<10).map { "    let part\($0) = Part\($0)()" }
        lines += (0..<10).map { "    part\($0).next = part\(($0 + 1) % 10)" }
        lines += ["    fleet.parts = [part0, part5]", "    return [SceneRoot(label: \"fleet\", object: fleet)]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The largest build in `cache` (a folder per build), against its bar, and `podbay cache`'s line.
    static func printCacheSizes(podbay: URL, cache: URL, _ environment: [String: String]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        let builds = names.filter { name in
            let lanes = name.split(separator: "-", omittingEmptySubsequences: false)
            return lanes.count == 2 && lanes.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isHexDigit) }
        }
        let largest = builds.map { diskBytes(cache.appendingPathComponent($0).path) }.max() ?? 0
        print(String(format: "  largest of %d builds on disk  %7.1f KB; bar: <= 2 MB a build: %@", builds.count,
                     Double(largest) / 1_000, (largest > 0 && largest <= 2_000_000 ? "met" : "MISSED") as NSString))
        let said = runTool(podbay.path, ["cache"], input: "", environment).split(separator: "\n").first.map(String.init) ?? ""
        print("  podbay \(said)")
    }

    /// Bytes on disk under `path` (blocks, as `du` counts them), links not followed.
    static func diskBytes(_ path: String) -> Int {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        var total = Int(info.st_blocks) * 512
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                total += diskBytes(path + "/" + name)
            }
        }
        return total
    }

    /// Processor time (user and system) of this process's finished children so far, in ms.
    static func childProcessorMilliseconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        let time = { (value: timeval) in Double(value.tv_sec) * 1_000 + Double(value.tv_usec) / 1_000 }
        return time(usage.ru_utime) + time(usage.ru_stime)
    }

    static func findSwiftc() -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static func runTool(_ path: String, _ arguments: [String], input: String, _ environment: [String: String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), feed = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = feed
        guard (try? process.run()) != nil else { return "" }
        feed.fileHandleForWriting.write(Data(input.utf8))
        try? feed.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
