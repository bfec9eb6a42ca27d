import Foundation
import Testing

/// Exercise files that attack `check` itself (Fixtures/hostile-checks/, said in its README): a
/// verdict of their own on standard output, on every descriptor, on a pipe swapped for the
/// channel, or written before `main` with the key; a process that leaves the check's group; the
/// stack, memory and descriptors exhausted; a `deinit` that traps. On the real binary, each time:
/// no verdict the check did not make is taken, and the session goes on.
@Suite struct HostileCheckTests {
    static let cache = "/tmp/podbay-hostile-check-tests-\(getpid())"

    /// `check` on the files of `folder` at lesson 2's or 8's exercise, then `help quit`: what the
    /// session printed, its status, what the learner's code said on the test's socket (Linux:
    /// `Report.say` in the fixture), and progress.json after the session.
    private func checked(
        _ folder: String, environment: [String: String] = [:]
    ) throws -> (output: String, status: Int32, said: String?, progress: String?) {
        let exercises = [
            2: (id: "interaction", step: 12, slug: "write-the-interaction-yourself"),
            8: (id: "assembly", step: 17, slug: "assemble-a-module-yourself"),
        ]
        let number = try #require(Int(folder.prefix(2)))
        let exercise = try #require(exercises[number])
        let state = PodbayProcess.unusedFolder("podbay-hostile-check")
        defer { try? FileManager.default.removeItem(at: state) }
        let saved = state.appendingPathComponent("state/podbay")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "lessons": {"\#(exercise.id)": {"step": \#(exercise.step), "goalsMet": [], "answers": {}}}}"#.utf8)
            .write(to: saved.appendingPathComponent("progress.json"))
        let workspace = state.appendingPathComponent("data/podbay/exercises/\(exercise.id)/\(exercise.slug)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let fixtures = PodbayProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/hostile-checks/" + folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: workspace.appendingPathComponent(name))
        }
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": Self.cache, "XDG_DATA_HOME": state.appendingPathComponent("data").path]
            .merging(environment) { $1 }
        #if os(Linux)
        let report = ReportSocket(path: state.appendingPathComponent("report").path)
        process.extraEnvironment["PODBAY_TEST_REPORT"] = report?.path
        #endif
        let outcome = try process.run(["--width", "240"], stdin: Data("open \(exercise.id)\ncheck\nhelp quit\n".utf8), timeout: 120)
        #if os(Linux)
        let said = report?.received()
        #else
        let said: String? = nil
        #endif
        let progress = try? String(contentsOf: saved.appendingPathComponent("progress.json"), encoding: .utf8)
        return (outcome.output, outcome.status, said, progress)
    }

    /// The session went on after the check: the next line ran, once, and Podbay ended by itself.
    private func wentOn(_ result: (output: String, status: Int32, said: String?, progress: String?)) -> Bool {
        result.status == 0 && result.output.components(separatedBy: "usage: quit").count == 2
    }

    @Test(arguments: [
        ("02-prints-a-verdict-and-exits", "the check ended (status 0) without a verdict"),
        ("02-writes-a-verdict-on-every-descriptor", ExerciseStopTests.disturbed),
        // Passed on main: the check wrote its keyed verdict into the learner's pipe, which rewrote it.
        ("08-swaps-the-verdict-pipe", "the check ended (status 1) without a verdict"),
    ])
    func aVerdictTheCheckDidNotMakeIsNotTaken(_ folder: String, says: String) throws {
        let result = try checked(folder)
        #expect(result.output.contains(says + "\n"), "\(folder): \(result.output)")
        #expect(result.output.contains("check 1: fix your code and type 'check' again."), "\(result.output)")
        #expect(!result.output.contains("✓"), "\(result.output)")
        #expect(wentOn(result), "\(result.output)")
    }

    /// Passed on main with the untouched starter: a static initializer read the key before the
    /// check did and wrote a verdict of its own. Refused before the build, at the attribute.
    @Test func codeThatRunsBeforeTheCheckIsRefused() throws {
        let result = try checked("08-forges-from-a-static-initializer")
        #expect(result.output.contains(
            "/Forgery.swift:11:1: error: '@_used' runs or replaces code outside what the check watches (before it starts, or in place of Podbay's own); an exercise needs none of it\n"),
            "\(result.output)")
        #expect(result.output.contains("/Forgery.swift:11:8: error: '@_section' runs"), "\(result.output)")
        #expect(result.output.contains("check 1: your code did not build; fix it and type 'check' again ('hint' helps).\n"))
        #expect(!result.output.contains("✓"), "\(result.output)")
        #expect(wentOn(result), "\(result.output)")
    }

    /// On main Podbay read the check's output until every writer closed it, so a process that left
    /// the check's group kept it waiting for good; then it outlived the check. The verdict (the
    /// code is the reference's) is taken, and the process is ended with the check: Podbay adopts
    /// the check's orphans and ends them.
    @Test func aProcessThatLeavesTheChecksGroupEndsWithTheCheck() throws {
        let result = try checked("02-leaves-its-group")
        #expect(result.output.contains("✓ check 1 passed after 'tap unwired', 'tap spy', 'tap mainButton', 'tap mainButton'"), "\(result.output)")
        #expect(wentOn(result), "\(result.output)")
        #if os(Linux)
        #expect(ContainmentTests.noneLeft(running: "/bin/sleep 876543", seconds: 1), "the setsid() sleep outlived the check")
        #endif
    }

    #if os(Linux)
    // seccomp and /proc are Linux's.
    /// On main the learner's SIGTERM ended Podbay (its SIGSTOP stopped it), and -1, Podbay's group,
    /// its threads and its memory were the code's to reach. Each is refused now, the check passes,
    /// and the session goes on.
    @Test func codeThatSignalsOrReadsPodbayIsRefused() throws {
        let result = try checked("02-attacks-podbay")
        #expect(result.output.contains("✓ check 1 passed after 'tap unwired', 'tap spy', 'tap mainButton', 'tap mainButton'"), "\(result.output)")
        #expect(wentOn(result), "\(result.output)")
        let said = try #require(result.said, "\(result.output)")
        #expect(said == ContainmentTests.refusedAttacks, "\(said)")
    }
    #endif

    @Test(arguments: [
        ("02-recurses-forever", "your code stopped the check with a crash (SIGSEGV: memory that was not the program's): in dive(_:)"),
        // The second tap on one interaction (the spy's) frees the first tripwire.
        ("02-traps-in-deinit", "your code stopped the check with a Swift runtime trap (SIGILL): tripwire freed, in PodBayDoorsInteraction."),
        ("02-exhausts-memory", "your code stopped the check with an abort (SIGABRT): failed to allocate"),
        // Passed on main holding 3 GB: the check's own limit is 2 GiB of data (Linux).
        ("02-hoards-memory", "your code stopped the check with an abort (SIGABRT): failed to allocate"),
    ])
    func codeThatRunsOutOfStackOrMemoryOrTrapsInDeinitIsSaidInOneLine(_ folder: String, says: String) throws {
        let result = try checked(folder)
        #expect(result.output.contains("\n" + says), "\(folder): \(result.output)")
        #expect(result.output.contains("check 1: fix your code and type 'check' again."), "\(result.output)")
        #expect(wentOn(result), "\(result.output)")
    }

    #if os(Linux)
    // /proc says how much memory Podbay held.
    /// 1 GiB written on the verdict channel: Podbay reads it to the end but keeps no more than a
    /// verdict can be, and the check is disturbed (the fixture traps if Podbay held 400 MB).
    @Test func aFloodedChannelGivesNoVerdictAndLittleMemory() throws {
        let result = try checked("02-floods-the-verdict-channel")
        #expect(!result.output.contains("Podbay held"), "\(result.output)")
        #expect(result.output.contains("\n" + ExerciseStopTests.disturbed + "\n"), "\(result.output)")
        #expect(!result.output.contains("✓"), "\(result.output)")
        #expect(wentOn(result), "\(result.output)")
    }
    #endif

    /// Every descriptor taken after the scene is built: the channel was opened before, and the
    /// verdict (the code is the reference's) is true.
    @Test func codeThatTakesEveryDescriptorGetsATrueVerdict() throws {
        let result = try checked("02-exhausts-descriptors")
        #expect(result.output.contains("✓ check 1 passed after 'tap unwired', 'tap spy', 'tap mainButton', 'tap mainButton'"), "\(result.output)")
        #expect(wentOn(result), "\(result.output)")
    }

    #if os(Linux)
    // /proc says what is open.
    /// The check's podbay holds its output, its verdict channel and what the Swift runtime opens;
    /// nothing that whatever started Podbay left open (this test's process monitor hands Podbay a
    /// socket) reaches it, or what the learner's code starts.
    @Test func theChecksPodbayInheritsNoDescriptorOfPodbaysParent() throws {
        let result = try checked("02-lists-its-descriptors")
        #expect(result.output.contains("✓ check 1 passed after 'tap unwired', 'tap spy', 'tap mainButton', 'tap mainButton'"), "\(result.output)")
        let listed = try #require(result.said, "\(result.output)")
        let lines = listed.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("1 pipe:") }, "\(listed)")
        #expect(!lines.contains { $0.contains("socket:") }, "\(listed)")
        // Pipes: its output (1 and 2) and the hidden verdict channel (100 or above), no other.
        let pipes = lines.filter { $0.contains(" pipe:") }.compactMap { Int32($0.prefix { $0 != " " }) }
        #expect(pipes.allSatisfy { $0 <= 2 || $0 >= 100 } && pipes.filter { $0 >= 100 }.count == 1, "\(listed)")
    }
    #endif

    /// On main a thousand verdicts with guessed keys, written on every pipe beside the reference's
    /// run, changed nothing: the check's own verdict passed. A line on the channel the check did not
    /// write disturbs it now: not passed, said in one line, however many keys were guessed.
    @Test func sprayedCandidateKeysDisturbTheCheck() throws {
        let result = try checked("02-sprays-candidate-keys")
        #expect(result.output.contains("\n" + ExerciseStopTests.disturbed + "\n"), "\(result.output)")
        #expect(result.output.contains("check 1: fix your code and type 'check' again."), "\(result.output)")
        #expect(!result.output.contains("✓"), "\(result.output)")
        #expect(wentOn(result), "\(result.output)")
    }

    #if os(Linux)
    // Landlock is Linux's.
    /// On main the learner's code rewrote progress.json while its check ran, marking the exercise
    /// passed after a check that failed, and Podbay kept the mark (it merges what another terminal
    /// wrote). A check's podbay writes no file now: refused, and the exercise is not passed.
    @Test(.enabled(if: WriteWall.available, WriteWall.reason))
    func codeThatWritesProgressIsRefused() throws {
        let result = try checked("02-writes-progress")
        #expect(result.output.contains("check 1: not yet after 'tap unwired', 'tap spy', 'tap mainButton', 'tap mainButton'"), "\(result.output)")
        #expect(wentOn(result), "\(result.output)")
        // Truncating by path (Landlock refuses it from ABI 3 only) and the file's mode (at no
        // ABI) are refused by the check's seccomp filter: EPERM.
        #expect(result.said == "write progress.json: error 13\ntruncate progress.json: error 1\nchmod progress.json 000: error 1\n",
            "\(result.said ?? "nothing said")")
        let progress = try #require(result.progress)
        #expect(!progress.contains("passedAfter"), "\(progress)")
        #expect(progress.contains("\"checks\" : 1"), "\(progress)")
    }

    /// On main the learner's code could open its own memory for writing (`/proc/self/mem`), where
    /// the check's code and its comparison run, and patch it. Refused now (EACCES); the reference's
    /// run passes as before. (Code that changes its own pages' protection and writes them is the
    /// residual docs/exercises.md states.)
    @Test(.enabled(if: WriteWall.available, WriteWall.reason))
    func codeThatOpensItsMemoryForWritingIsRefused() throws {
        let result = try checked("02-patches-its-memory")
        #expect(result.output.contains("✓ check 1 passed after 'tap unwired', 'tap spy', 'tap mainButton', 'tap mainButton'"), "\(result.output)")
        #expect(wentOn(result), "\(result.output)")
        #expect(result.said == "open /proc/self/mem for writing: error 13\n", "\(result.said ?? "nothing said")")
    }
    #endif
}
