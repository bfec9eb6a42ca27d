import Foundation

/// Edit to reloaded scene: a 100-line file of the user's classes is edited (one line changes, so
/// the build cache misses), then `podbay --load FILE` builds it, opens its scene, prints its graph
/// and leaves. Timed warm (a first load fills the compiler's module cache), beside a plain
/// `swiftc -typecheck` of the same file, as a ratio. The time includes podbay's own start-up and
/// the loaded podbay's: an upper bound for `reload` at the prompt, which skips the first.
enum LoadBench {
    static let runs = 5

    static func run(podbay: URL) {
        print("Load (edit to reloaded scene, 100-line file, warm; median of \(runs) edits)")
        guard FileManager.default.isExecutableFile(atPath: podbay.path) else {
            print("  skipped: no release podbay at \(podbay.path) (make bench builds it)")
            return
        }
        guard let swiftc = findSwiftc() else {
            print("  skipped: no swiftc on PATH")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-bench-load-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Fleet.swift")
        let environment = ["HOME": folder.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                           "LANG": "C.UTF-8", "TERM": "dumb", "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        var loads: [Double] = [], checks: [Double] = []
        for edit in 0...runs {
            try? source(edit).write(to: file, atomically: true, encoding: .utf8)
            let start = clock.now
            let output = runTool(podbay.path, ["--load", file.path], input: "graph --depth 1\nquit\n", environment)
            let loaded = milliseconds(clock.now - start)
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
            }
        }
        let load = median(loads), check = median(checks)
        print(String(format: "  podbay --load (compile, link, start, build, graph)  %7.1f ms", load))
        print(String(format: "  swiftc -typecheck of the same file                   %7.1f ms", check))
        print(String(format: "  ratio %.1fx; bar: edit to reloaded scene <= 1500 ms: %@", load / check,
                     (load <= 1_500 ? "met" : "MISSED") as NSString))
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
