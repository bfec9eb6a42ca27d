import Foundation
import Testing

#if os(Linux)
// Landlock is Linux's; the fixtures find their podbay and arguments in /proc.
/// A check's podbay (and a lint rehearsal's) writes no file: Landlock refuses every filesystem
/// write to the code it runs. On main the learner's code, running with the learner's rights while
/// its check ran, could rewrite what the next check reads: the lesson's solution, the build cache.
/// Each attack is a learner's file played through `check` on the real binary, with the tamper
/// lesson (Fixtures/tamper) copied to a folder of the test's own, and its own cache.
@Suite(.enabled(if: WriteWall.available, WriteWall.reason))
struct CheckWritesNothingTests {
    /// One session in `state`: the tamper lesson's exercise open, `fixture` (a file of
    /// Fixtures/tamper) as the learner's Lamp.swift, `check`. What it printed (lines joined by
    /// spaces), and what the learner's code said on the test's socket.
    private func check(_ fixture: String, state: URL, lessons: URL) throws -> (output: String, said: String) {
        let workspace = state.appendingPathComponent("data/podbay/exercises/tamper/light-the-lamp")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let lamp = workspace.appendingPathComponent("Lamp.swift")
        try? FileManager.default.removeItem(at: lamp)
        try FileManager.default.copyItem(at: lessons.appendingPathComponent(fixture), to: lamp)
        let report = try #require(ReportSocket(path: state.appendingPathComponent("report").path))
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = [
            "XDG_CACHE_HOME": state.appendingPathComponent("cache").path, "XDG_DATA_HOME": state.appendingPathComponent("data").path,
            "PODBAY_TEST_REPORT": report.path,
        ]
        let outcome = try process.run(["--width", "240", "--lessons", lessons.path], stdin: Data("open tamper\ncheck\n".utf8), timeout: 240)
        #expect(outcome.status == 0, "\(outcome.output)")
        return (outcome.output.replacingOccurrences(of: "\n", with: " "), report.received())
    }

    /// A folder of the test's own holding a copy of the tamper lesson (the attack rewrites it).
    private func stagedLessons(in state: URL) throws -> URL {
        let lessons = state.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PodbayProcess.packageRoot.appendingPathComponent(SolutionBuildTamperTests.lessons), to: lessons)
        return lessons
    }

    /// On main the learner's code rewrote the lesson's solution with its own dark lamp while its
    /// check ran (the check was given the lessons folder), and the next check compared the
    /// learner's run with it and passed. The write is refused now, and the next check still fails.
    @Test func learnerCodeCannotRewriteTheLessonsSolution() throws {
        let state = PodbayProcess.unusedFolder("podbay-wall-solution")
        defer { try? FileManager.default.removeItem(at: state) }
        let lessons = try stagedLessons(in: state)
        let solution = lessons.appendingPathComponent("Solution/Lamp.swift")
        let before = try Data(contentsOf: solution)
        let first = try check("RewritesTheSolution.swift", state: state, lessons: lessons)
        #expect(first.said == "rewrite the solution: error 13\n", "\(first.said)")
        #expect(try Data(contentsOf: solution) == before, "the lesson's solution was rewritten")
        #expect(first.output.contains("\"lit\""), "\(first.output)")
        #expect(!first.output.contains("passed"), "\(first.output)")
        let second = try check("RewritesTheSolution.swift", state: state, lessons: lessons)
        #expect(second.output.contains("\"lit\""), "the learner's screen is compared with the solution's own: \(second.output)")
        #expect(!second.output.contains("passed"), "\(second.output)")
    }

    /// On main the learner's code removed every cached build but its own (the lesson solution's
    /// among them) and planted a file in the cache. Each is refused now: the cache after the check
    /// is as it was before it, but for the check's own new build.
    @Test func learnerCodeCannotRemoveOrPlantCachedBuilds() throws {
        let state = PodbayProcess.unusedFolder("podbay-wall-cache")
        defer { try? FileManager.default.removeItem(at: state) }
        let lessons = try stagedLessons(in: state)
        // The starter's check builds the solution beside it, into the cache.
        let first = try check("Starter/Lamp.swift", state: state, lessons: lessons)
        #expect(!first.output.contains("passed"), "\(first.output)")
        let loaded = state.appendingPathComponent("cache/podbay/loaded")
        let builds = try Self.builds(in: loaded)
        #expect(builds.count >= 2, "the starter's build and the solution's: \(builds)")
        let second = try check("RemovesCachedBuilds.swift", state: state, lessons: lessons)
        #expect(!second.output.contains("passed"), "\(second.output)")
        let said = second.said.split(separator: "\n").map(String.init)
        #expect(said.filter { $0.hasPrefix("remove a cached build: ") }.count >= 2, "\(second.said)")
        #expect(said.allSatisfy { $0.hasSuffix(": error 13") }, "\(second.said)")
        #expect(!FileManager.default.fileExists(atPath: loaded.appendingPathComponent("planted").path), "the learner's code planted a file in the cache")
        let after = try Self.builds(in: loaded)
        for (name, identity) in builds {
            #expect(after[name] == identity, "\(name): its executable was removed or replaced")
        }
    }

    /// `podbay lint` plays a lesson's own Swift scene in a child that hands back the problems it
    /// found, as a check hands back its verdict: on main the scene's code could write lines of its
    /// own on that channel (they were dropped, and lint said "no problems") and create files. Now a
    /// line lint did not write disturbs the rehearsal, said at the lesson's `scene:` line, and the
    /// file is not created.
    @Test func aLintRehearsalWritesNoFileAndItsChannelHoldsLintsLinesAlone() throws {
        let state = PodbayProcess.unusedFolder("podbay-wall-lint")
        defer { try? FileManager.default.removeItem(at: state) }
        let lessons = state.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PodbayProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/scene-lesson-hostile"), to: lessons)
        let planted = state.appendingPathComponent("planted")
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": state.appendingPathComponent("cache").path, "PODBAY_TEST_PLANT": planted.path]
        let lint = try process.run(["lint", lessons.path], timeout: 240)
        #expect(lint.output.contains("its scene's code wrote on lint's own channel, so nothing lint found there is taken"), "\(lint.output)")
        #expect(lint.status == 1, "\(lint.output)")
        #expect(!FileManager.default.fileExists(atPath: planted.path), "the scene's code created a file during lint's rehearsal")
    }

    /// Each cached build's executable, by its folder's name: its inode, size and modification time.
    private static func builds(in loaded: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: loaded.path) {
            var info = stat()
            guard stat(loaded.appendingPathComponent(name + "/podbay").path, &info) == 0 else { continue }
            found[name] = "\(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
        return found
    }
}
#endif
