import Foundation
import Testing

/// Loaded code that misbehaves, on the real binary: it calls `exit()`, starts a process that
/// would outlive it, never returns from `roots()`; a path begins with `-` or is a link; a file is
/// saved while it builds; a cached build is damaged; Podbay is ended while it builds. Each time
/// the session goes on (or ends) whole, and nothing is left running or half-written.
@Suite struct ContainmentTests {
    static let fixtures = LoadTests.fixtures

    private func run(
        _ input: String, arguments: [String] = [], environment extra: [String: String] = [:], in folder: URL? = nil
    ) throws -> (output: String, status: Int32) {
        let state = PodbayProcess.unusedFolder("podbay-contain")
        defer { try? FileManager.default.removeItem(at: state) }
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": LoadTests.cache].merging(extra) { $1 }
        process.workingFolder = folder
        let outcome = try process.run(["--width", "200"] + arguments, stdin: Data(input.utf8), timeout: 120)
        return (outcome.output, outcome.status)
    }

    /// A scratch folder, removed by the caller.
    private func folder(_ name: String) throws -> URL {
        let folder = PodbayProcess.unusedFolder(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The ids of running processes whose command line is `command`.
    static func processes(running command: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry), let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")),
                String(decoding: line, as: UTF8.self).replacingOccurrences(of: "\0", with: " ").trimmingCharacters(in: .whitespaces) == command,
                PseudoTerminal.state(of: pid) != "Z"
            else { return nil }
            return pid
        }
    }

    /// The running children of `parent`.
    static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 1,
                Int32(fields[1]) == parent, fields[0] != "Z"
            else { return nil }
            return pid
        }
    }

    /// Whether `pid` is a running loaded podbay checking an exercise.
    static func isRunningCheck(_ pid: Int32) -> Bool {
        guard PseudoTerminal.state(of: pid).map({ $0 != "Z" }) == true,
            let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))
        else { return false }
        return String(decoding: line, as: UTF8.self).contains("--check-exercise=")
    }

    /// Waits up to `seconds` for no process to run `command`; kills any still running (so a failing
    /// test leaves nothing behind) and says whether there were none.
    static func noneLeft(running command: String, seconds: Double = 3) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if processes(running: command).isEmpty { return true }
            usleep(50_000)
        }
        for pid in processes(running: command) { kill(pid, SIGKILL) }
        return false
    }

    @Test func exitInLoadedCodeIsOneLineAndEveryLaterLineRunsOnce() throws {
        let code = "\(Self.fixtures)/Contained.swift"
        let result = try run("load \(code)\ntap say\ntap leave\nscreen\nhelp quit\n")
        let output = result.output
        #expect(result.status == 0, "\(output)")
        #expect(output.contains("the code from \(code) ended the podbay running it (exit(3)); its objects are gone\n"), "\(output)")
        #expect(output.components(separatedBy: "usage: quit").count == 2, "\(output)")
        // The scene that worked opens again, so `screen` shows the door, not the Podbay before the load.
        let after = try #require(output.components(separatedBy: "The scene from \(code) opens again").dropFirst().first, "\(output)")
        #expect(after.components(separatedBy: "a door; tap leave").count == 2, "\(output)")
        // Quietly: the sentence said what opens; the scene's own opening lines are not said twice.
        #expect(!after.contains("loaded \(code)"), "\(output)")
        #expect(!output.contains("no lesson is open"), "\(output)")
        // The loaded code's print, in order with Podbay's own answer to the same tap.
        let said = try #require(output.range(of: "said by the loaded code\n"), "\(output)")
        #expect(output[said.upperBound...].hasPrefix("said\n"), "\(output)")
    }

    /// What the loaded code prints is in the `--record` transcript, where it was printed.
    @Test func theLoadedCodesPrintIsInTheTranscriptInOrder() throws {
        let scratch = try folder("podbay-contain-record")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let record = scratch.appendingPathComponent("session.txt")
        let result = try run("load \(Self.fixtures)/Contained.swift\ntap say\n", arguments: ["--record", record.path])
        #expect(result.status == 0, "\(result.output)")
        let transcript = try String(contentsOf: record, encoding: .utf8)
        #expect(transcript.contains("podbay> tap say\nsaid by the loaded code\nsaid\n"), "\(transcript)")
    }

    @Test func exitInLoadedCodeLosesNoLineOfAScript() throws {
        let scratch = try folder("podbay-contain-script")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = scratch.appendingPathComponent("commands")
        let code = PodbayProcess.packageRoot.appendingPathComponent("\(Self.fixtures)/Contained.swift").path
        try "load \(code)\ntap leave\nhelp quit\nhelp load\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try run("help graph\n", arguments: ["--script", script.path])
        #expect(result.status == 0, "\(result.output)")
        for said in ["ended the podbay running it (exit(3))", "usage: quit", "usage: load", "usage: graph"] {
            #expect(result.output.components(separatedBy: said).count == 2, "\(said): \(result.output)")
        }
    }

    #if os(Linux)
    // /proc says which processes run.
    @Test func whatLoadedCodeStartsEndsWithIt() throws {
        let result = try run("load \(Self.fixtures)/Contained.swift\ntap spawn\nquit\n")
        #expect(result.output.contains("spawned"), "\(result.output)")
        #expect(Self.noneLeft(running: "sleep 987654"), "the loaded code's sleep outlived it")
    }
    #endif

    /// The limit is 1 s here (30 s by default): the same variable as `check`'s.
    @Test func anEndlessRootsIsStoppedAtTheTimeLimit() throws {
        let code = "\(Self.fixtures)/Endless.swift"
        let result = try run("load \(code)\nhelp quit\n", environment: ["PODBAY_CHECK_TIME_LIMIT": "1"])
        #expect(result.status == 0)
        #expect(result.output.contains(
            "the code from \(code) did not open its scene in 1 s and was stopped: a loop that never ends, or a wait for something that never comes?"),
            "\(result.output)")
        #expect(result.output.contains("usage: quit"))
    }

    /// A tap whose code never returns is stopped at the time limit (the one `check` has), said
    /// in one line naming the command; the session goes on and no later line is lost or run twice.
    @Test func anEndlessTapIsStoppedAtTheTimeLimit() throws {
        let code = "\(Self.fixtures)/Contained.swift"
        let result = try run("load \(code)\ntap loop\nhelp quit\n", environment: ["PODBAY_CHECK_TIME_LIMIT": "2"])
        #expect(result.status == 0)
        #expect(result.output.contains(
            "the code from \(code) did not finish 'tap loop' in 2 s and was stopped: a loop that never ends, or a wait for something that never comes? Its objects are gone"),
            "\(result.output)")
        #expect(result.output.components(separatedBy: "usage: quit").count == 2, "\(result.output)")
    }

    /// A reload whose new `roots()` traps gives back the scene that opened last (built before the
    /// edit), not the Podbay as it was before the first load.
    @Test func aReloadThatFailsWhileOpeningKeepsTheLastSceneThatWorked() throws {
        let scratch = try folder("podbay-contain-worked")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("Lamp.swift")
        let scene = { (label: String, body: String) in
            "import LessonKit\nfinal class Lamp {}\nfunc roots() -> [SceneRoot] {\n    \(body)\n    return [SceneRoot(label: \"\(label)\", object: Lamp())]\n}\n"
        }
        try scene("worked", "").write(to: file, atomically: true, encoding: .utf8)
        var process = PodbayProcess(stateFolder: scratch.appendingPathComponent("state"))
        process.extraEnvironment = ["XDG_CACHE_HOME": LoadTests.cache]
        let session = try process.startInteractive(["--width", "200", "--load", file.path])
        defer { _ = session.finish() }
        #expect(session.waitFor("loaded \(file.path)", seconds: 120), "\(session.output)")
        try scene("broken", "let missing: Int? = nil; _ = missing!").write(to: file, atomically: true, encoding: .utf8)
        session.send("reload\n")
        #expect(session.waitFor("opens again", seconds: 120), "\(session.output)")
        session.send("graph --depth 1\n")
        #expect(session.waitFor("Lamp#1  (root: worked)", seconds: 60), "\(session.output)")
        session.send("quit\n")
        #expect(session.exitStatus(seconds: 30) == 0, "\(session.output)")
        #expect(!session.output.contains("no lesson is open"), "\(session.output)")
    }

    /// Watch mode switched on in the loaded podbay stays on when its scene opens again after a
    /// crash: a save after it still reloads by itself.
    @Test func watchModeStaysOnWhenTheSceneOpensAgainAfterACrash() throws {
        let scratch = try folder("podbay-contain-watch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("Lamp.swift")
        let scene = { (label: String) in
            "import LessonKit\n#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n"
                + "final class Lamp {}\nfinal class LampScene: LessonScene {\n    private let lamp = Lamp()\n"
                + "    var roots: [SceneRoot] { [SceneRoot(label: \"\(label)\", object: lamp)] }\n    var controls: [String] { [\"leave\"] }\n"
                + "    func drawScreen(width: Int, ascii: Bool) -> [String] { [\"a lamp\"] }\n"
                + "    func tap(_ control: String) -> SceneReply { exit(3) }\n}\n"
        }
        try scene("before").write(to: file, atomically: true, encoding: .utf8)
        var process = PodbayProcess(stateFolder: scratch.appendingPathComponent("state"))
        process.extraEnvironment = ["XDG_CACHE_HOME": LoadTests.cache]
        let session = try process.startInteractive(["--width", "200", "--load", file.path])
        defer { _ = session.finish() }
        #expect(session.waitFor("loaded \(file.path)", seconds: 120), "\(session.output)")
        session.send("watch on\n")
        #expect(session.waitFor("is watched", seconds: 30), "\(session.output)")
        session.send("tap leave\n")
        #expect(session.waitFor("opens again", seconds: 60), "\(session.output)")
        usleep(500_000)
        try scene("after").write(to: file, atomically: true, encoding: .utf8)
        #expect(session.waitFor("was saved: reload", seconds: 30), "\(session.output)")
        #expect(session.waitFor("roots: after.", seconds: 120), "\(session.output)")
        session.send("quit\n")
        #expect(session.exitStatus(seconds: 30) == 0, "\(session.output)")
    }

    /// `load -x.swift`, `--lessons=-d` and `--record=-f`: each value is a path, passed on as one.
    @Test func pathsBeginningWithADashAreLoadedAndPassedOn() throws {
        let scratch = try folder("podbay-contain-dash")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(
            at: PodbayProcess.packageRoot.appendingPathComponent("\(Self.fixtures)/Contained.swift"),
            to: scratch.appendingPathComponent("-x.swift"))
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("-d"), withIntermediateDirectories: true)
        let result = try run("load -x.swift\ntap say\nhelp quit\n", arguments: ["--lessons=-d", "--record=-f"], in: scratch)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("loaded -x.swift: the scene of ContainedScene at -x.swift:12"), "\(result.output)")
        #expect(result.output.contains("usage: quit"))
        let record = try String(contentsOf: scratch.appendingPathComponent("-f"), encoding: .utf8)
        #expect(record.contains("podbay> help quit"), "\(record)")
    }

    @Test func aLinkedFolderAndALinkedFileLoad() throws {
        let scratch = try folder("podbay-contain-link")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createSymbolicLink(
            at: scratch.appendingPathComponent("Linked"), withDestinationURL: PodbayProcess.packageRoot.appendingPathComponent("Examples/SceneAuthor"))
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("Holder"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: scratch.appendingPathComponent("Holder/Garage.swift"), withDestinationURL: PodbayProcess.packageRoot.appendingPathComponent("Examples/Garage.swift"))
        let result = try run("load \(scratch.path)/Linked\nload \(scratch.path)/Holder\n")
        #expect(result.output.contains("the scene of CountdownScene at \(scratch.path)/Linked/CountdownScene.swift:7"), "\(result.output)")
        #expect(result.output.contains("the scene of roots() at \(scratch.path)/Holder/Garage.swift:49"), "\(result.output)")
    }

    /// A compiler that sees the file saved as it starts (a wrapper saves it first): the build is of
    /// the text Podbay read, so the cache entry holds what its key says. Put back as it was, the
    /// file opens as it reads, not as the save did (the entry it hits was not poisoned by the save).
    @Test func aFileSavedDuringTheBuildIsNotWhatTheCacheHolds() throws {
        let scratch = try folder("podbay-contain-save")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("Lamp.swift")
        // Unique, so no run finds the first text built by an earlier one.
        let text = "// \(UUID().uuidString)\nimport LessonKit\nfinal class Lamp {}\nfunc roots() -> [SceneRoot] { [SceneRoot(label: \"before\", object: Lamp())] }\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let saved = scratch.appendingPathComponent("Saved.swift")
        try text.replacingOccurrences(of: "\"before\"", with: "\"after\"").write(to: saved, atomically: true, encoding: .utf8)
        let compiler = try Self.wrappedCompiler(in: scratch, doing: "cp '\(saved.path)' '\(file.path)'")
        let during = try run("load \(file.path)\ngraph --depth 1\n", environment: ["PODBAY_SWIFTC": compiler])
        // The loaded podbay read the file again and built the save.
        #expect(during.output.contains("Lamp#1  (root: after)"), "\(during.output)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let again = try run("load \(file.path)\ngraph --depth 1\n")
        #expect(again.output.contains("Lamp#1  (root: before)"), "\(again.output)")
    }

    /// A cached build cut short (a full disk, a copy stopped half-way) is built again, not run; a
    /// kit library cut short is linked again.
    @Test func aTruncatedCacheEntryIsBuiltAgain() throws {
        let scratch = try folder("podbay-contain-cut")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = scratch.appendingPathComponent("cache")
        let file = scratch.appendingPathComponent("Lamp.swift")
        try "import LessonKit\nfinal class Lamp {}\nfunc roots() -> [SceneRoot] { [SceneRoot(label: \"lamp\", object: Lamp())] }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let first = try run("load \(file.path)\n", environment: ["XDG_CACHE_HOME": cache.path])
        #expect(first.output.contains("loaded \(file.path)"), "\(first.output)")
        let loaded = cache.appendingPathComponent("podbay/loaded")
        let entries = try FileManager.default.contentsOfDirectory(atPath: loaded.path)
            .filter { FileManager.default.fileExists(atPath: loaded.path + "/" + $0 + "/podbay") }
        #expect(entries.count == 1)
        let executable = loaded.path + "/" + (entries.first ?? "none") + "/podbay"
        #expect(truncate(executable, 4096) == 0)
        let second = try run("load \(file.path)\ngraph --depth 1\n", environment: ["XDG_CACHE_HOME": cache.path])
        #expect(second.output.contains("Lamp#1  (root: lamp)"), "\(second.output)")
        // The kit library every build runs on, cut short: linked again, not linked against.
        let kits = try FileManager.default.contentsOfDirectory(atPath: loaded.path).filter { $0.hasPrefix("kit-") }
        #expect(kits.count == 1)
        let library = try #require(try FileManager.default.contentsOfDirectory(atPath: loaded.path + "/" + (kits.first ?? "none"))
            .first { $0.hasPrefix("libPodbayKit.") })
        #expect(truncate(loaded.path + "/" + (kits.first ?? "none") + "/" + library, 4096) == 0)
        try "import LessonKit\nfinal class Lamp {}\nfunc roots() -> [SceneRoot] { [SceneRoot(label: \"lit\", object: Lamp())] }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let third = try run("load \(file.path)\ngraph --depth 1\n", environment: ["XDG_CACHE_HOME": cache.path])
        #expect(third.output.contains("Lamp#1  (root: lit)"), "\(third.output)")
    }

    /// Two learners on one account, two terminals, one build cache: podbays side by side on a
    /// fresh cache (each finds no kit library: one links it, the others wait for it), two loading
    /// the same file and two others files of their own, each opens its scene. On main one in a few
    /// ended without its scene (status 1): the links wrote one autolink list beside the build
    /// folder's first object, each over the other's, and a prune removed builds another podbay was
    /// about to run.
    @Test func podbaysSideBySideOnAFreshCacheEachOpenTheirScene() throws {
        let scratch = try folder("podbay-contain-side")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = scratch.appendingPathComponent("cache").path
        let files = ["Same", "Same", "Other1", "Other2"].map { scratch.appendingPathComponent("\($0).swift") }
        for file in Set(files) {
            let name = file.deletingPathExtension().lastPathComponent
            try "import LessonKit\nfinal class Lamp {}\nfunc roots() -> [SceneRoot] { [SceneRoot(label: \"\(name)\", object: Lamp())] }\n"
                .write(to: file, atomically: true, encoding: .utf8)
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let outcome = Result { try run("graph --depth 1\n", arguments: ["--load", files[index].path], environment: ["XDG_CACHE_HOME": cache]) }
            results.set(index, outcome)
        }
        for (index, file) in files.enumerated() {
            let result = try #require(results.get(index)).get()
            #expect(result.status == 0, "\(file.lastPathComponent): \(result.output)")
            #expect(result.output.contains("Lamp#1  (root: \(file.deletingPathExtension().lastPathComponent))"), "\(result.output)")
        }
    }

    /// What each of several threads returned.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Int: Result<(output: String, status: Int32), any Error>] = [:]

        func set(_ index: Int, _ result: Result<(output: String, status: Int32), any Error>) {
            lock.withLock { results[index] = result }
        }

        func get(_ index: Int) -> Result<(output: String, status: Int32), any Error>? {
            lock.withLock { results[index] }
        }
    }

    #if os(Linux)
    // /proc says which processes run.
    /// SIGTERM while the compiler runs: Podbay ends with it, and its build folder (where the
    /// compiler writes its temporaries too) is gone.
    @Test func sigtermDuringABuildEndsTheCompilerAndRemovesItsFolder() throws {
        let scratch = try folder("podbay-contain-term")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let compiler = try Self.wrappedCompiler(in: scratch, doing: "exec sleep 987655")
        let state = scratch.appendingPathComponent("state")
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path, "PODBAY_SWIFTC": compiler]
        let session = try process.startInteractive(["--width", "200"])
        session.send("load \(Self.fixtures)/Contained.swift\n")
        let loaded = scratch.appendingPathComponent("cache/podbay/loaded").path
        let deadline = Date().addingTimeInterval(60)
        while Self.processes(running: "sleep 987655").isEmpty && Date() < deadline { usleep(50_000) }
        #expect(!Self.processes(running: "sleep 987655").isEmpty, "the compiler never started: \(session.output)")
        kill(session.processIdentifier, SIGTERM)
        #expect(session.exitStatus(seconds: 10) == 128 + SIGTERM)
        #expect(Self.noneLeft(running: "sleep 987655"), "the compiler outlived Podbay")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: loaded)) ?? []
        #expect(!left.contains { $0.contains(".tmp-") }, "\(left)")
    }
    #endif

    /// Code written for Swift 5 mode (a global `var`) loads as it is, in Swift 5 mode, said in one
    /// line; an ordinary error is said as before, with no second build and no such line.
    @Test func swift5CodeLoadsInSwift5ModeSaidInOneLine() throws {
        let code = "\(Self.fixtures)/Swift5.swift"
        let result = try run("load \(code)\ngraph --depth 1\nload \(Self.fixtures)/Broken.swift\n")
        #expect(result.output.contains(
            "note: \(code) does not build in the Swift 6 language mode (only its data-race checks fail): loaded in Swift 5 mode\n"),
            "\(result.output)")
        #expect(result.output.contains("Lamp#1  (root: lamp)"))
        #expect(result.output.components(separatedBy: "loaded in Swift 5 mode").count == 2)
        #expect(result.output.contains("load: 1 error in \(Self.fixtures)/Broken.swift; nothing was loaded"))
    }

    /// Swift 5 code with a typo fails in both modes: it is said by its Swift 5 build's one error
    /// (the typo), after one line that says so, not by Swift 6's refusal of the global as well.
    @Test func swift5CodeWithATypoIsSaidByItsSwift5Errors() throws {
        let code = "\(Self.fixtures)/Swift5Typo.swift"
        let result = try run("load \(code)\n")
        #expect(result.output.contains(
            "note: \(code) does not build in the Swift 6 language mode nor in Swift 5 mode: the Swift 5 build's errors follow\n"),
            "\(result.output)")
        #expect(result.output.contains("Swift5Typo.swift:12:39: error: cannot find 'Lmap' in scope"))
        #expect(!result.output.contains("lampsMade"), "Swift 6's refusal of the global is not the file's error")
        #expect(result.output.contains("load: 1 error in \(code); nothing was loaded"))
    }

    /// A `swiftc` that does `action` first when compiling, then runs the real one; asked its
    /// version, it is the real one.
    static func wrappedCompiler(in folder: URL, doing action: String) throws -> String {
        let real = try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) })
        let wrapper = folder.appendingPathComponent("swiftc")
        try "#!/bin/sh\nif [ \"$1\" != --version ]; then \(action); fi\nexec '\(real)' \"$@\"\n"
            .write(to: wrapper, atomically: true, encoding: .utf8)
        chmod(wrapper.path, 0o755)
        return wrapper.path
    }
}
