import Foundation
import Testing

/// A read-only or full disk under the state or the build cache is said in one plain sentence, once:
/// the progress lock's "another Podbay holds it, or it cannot be made", a temporary file's name
/// with the system's words, and the linker's "Bus error" said less (issue #30).
@Suite(.enabled(if: SmallDisk.unavailable == nil, Comment(rawValue: SmallDisk.unavailable ?? "")))
struct UnwritableFolderTests {
    private let home = PodbayProcess.unusedFolder("podbay-unwritable")
    private var state: URL { home.appendingPathComponent("state") }

    /// How many warnings `output` holds.
    private func warnings(_ output: String) -> Int {
        output.components(separatedBy: "warning: ").count - 1
    }

    @Test func aReadOnlyStateFolderIsSaidOnceInOneSentence() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let disk = try #require(SmallDisk(at: state, kilobytes: 256))
        defer { disk.unmount() }
        let podbay = PodbayProcess(stateFolder: home)
        _ = try podbay.run(["--width", "240"], stdin: Data("open 0\nhelp\n".utf8))
        #expect(disk.makeReadOnly())
        let output = try podbay.run(["--width", "240"], stdin: Data("open 0\nhelp\nnext\nhint\nnext\n".utf8)).output
        #expect(warnings(output) == 1, "said once, not at every save: \(output)")
        #expect(output.contains(
            "warning: progress not saved: \(state.path)/podbay is on a read-only file system; this session's progress is kept in memory and saved when it can be"),
            "\(output)")
    }

    @Test func aFullStateDiskIsSaidOnceInOneSentence() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let disk = try #require(SmallDisk(at: state, kilobytes: 16))
        defer { disk.unmount() }
        try FileManager.default.createDirectory(at: state.appendingPathComponent("podbay"), withIntermediateDirectories: true)
        disk.fill()
        let output = try PodbayProcess(stateFolder: home).run(["--width", "240"], stdin: Data("open 0\nhelp\nnext\nhint\n".utf8)).output
        #expect(warnings(output) == 1, "said once, not at every save: \(output)")
        #expect(output.contains("warning: progress not saved: the disk that holds \(state.path)/podbay is full;"), "\(output)")
    }

    /// History is written line by line at a terminal: a full disk is said once, in the same plain
    /// sentence as progress, and the session goes on.
    @Test func aFullDiskUnderTheHistoryIsSaidOnceInOneSentence() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let disk = try #require(SmallDisk(at: state, kilobytes: 16))
        defer { disk.unmount() }
        try FileManager.default.createDirectory(at: state.appendingPathComponent("podbay"), withIntermediateDirectories: true)
        disk.fill()
        let terminal = try PseudoTerminal(PodbayProcess(stateFolder: home))
        var output = try terminal.waitFor("podbay> ")
        for line in ["help", "lessons", "step"] {
            terminal.type(line + "\r")
            output += try terminal.waitFor("podbay> ")
        }
        terminal.type("quit\r")
        #expect(try terminal.exitStatus() == 0)
        let said = output.components(separatedBy: "warning: history not saved: ").count - 1
        #expect(said == 1, "said once, not at every line: \(output)")
        #expect(output.contains("warning: history not saved: the disk that holds \(state.path)/podbay is full"), "\(output)")
    }

    @Test func aReadOnlyCacheIsSaidInOneSentence() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let cache = home.appendingPathComponent("cache")
        let disk = try #require(SmallDisk(at: cache, kilobytes: 16))
        defer { disk.unmount() }
        #expect(disk.makeReadOnly())
        var podbay = PodbayProcess(stateFolder: home)
        podbay.extraEnvironment = ["XDG_CACHE_HOME": cache.path]
        let output = try podbay.run(["--width", "240"], stdin: Data("load Examples/Garage.swift\n".utf8), timeout: 120).output
        #expect(output.contains(
            "load: cannot build: the build cache \(cache.path)/podbay/loaded is on a read-only file system; set XDG_CACHE_HOME to a folder you can write\n"),
            "\(output)")
    }

    /// A disk with room for the folders but not for the kit library: the linker died of SIGBUS
    /// and Podbay passed on clang's "unable to execute command: Bus error".
    @Test func aCacheDiskThatFillsDuringTheBuildIsSaidInOneSentence() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let cache = home.appendingPathComponent("cache")
        let disk = try #require(SmallDisk(at: cache, kilobytes: 3_072))
        defer { disk.unmount() }
        var podbay = PodbayProcess(stateFolder: home)
        podbay.extraEnvironment = ["XDG_CACHE_HOME": cache.path]
        let output = try podbay.run(["--width", "240"], stdin: Data("load Examples/Garage.swift\n".utf8), timeout: 300).output
        #expect(output.contains("load: cannot build: the disk that holds the build cache \(cache.path)/podbay/loaded ran out of space"), "\(output)")
        #expect(!output.contains("Bus error"), "\(output)")
    }
}
