import Foundation
import StateStore
import TestSupport
import Testing

@Suite struct AtomicFileTests {
    @Test func writtenBytesReadBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("progress.json"))
        try file.write(Array("{\"a\": 1}\n".utf8))
        #expect(try file.read() == .bytes(Array("{\"a\": 1}\n".utf8)))
    }

    @Test func aMissingFileReadsAsMissing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try AtomicFile(path: folder.file("nothing")).read() == .missing)
    }

    @Test func writingReplacesTheWholeFileAndLeavesNoTemporaryBehind() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("state"))
        try file.write(Array(repeating: 0x41, count: 10_000))
        try file.write(Array("short".utf8))
        #expect(try file.read() == .bytes(Array("short".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state"])
    }

    @Test func aFailedWriteLeavesThePreviousContents() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("state"))
        try file.write(Array("before".utf8))
        // A directory where the temporary file must go makes the write fail before the rename.
        try FileManager.default.createDirectory(atPath: folder.file("state.tmp-\(getpid())"), withIntermediateDirectories: false)
        #expect(throws: StateFileProblem.self) { try file.write(Array("after".utf8)) }
        #expect(try file.read() == .bytes(Array("before".utf8)))
    }

    @Test func aDirectoryIsNotReadAsAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let error = #expect(throws: StateFileProblem.self) { try AtomicFile(path: folder.path).read() }
        #expect(error?.reason == "is a directory, not a file")
    }

    @Test func keepingAsideNumbersEachNewCopy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("progress.json"))
        try file.write(Array("one".utf8))
        #expect(try file.keepAside() == folder.file("progress.json.corrupt"))
        try file.write(Array("two".utf8))
        #expect(try file.keepAside() == folder.file("progress.json.corrupt-2"))
        #expect(try AtomicFile(path: folder.file("progress.json.corrupt-2")).read() == .bytes(Array("two".utf8)))
        #expect(try file.read() == .missing)
    }

    @Test func temporariesOfDeadWritersAreRemovedAndLiveOnesKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("progress.json"))
        try file.write(Array("kept".utf8))
        // No process has an id this large (Linux caps ids at 2^22), so its writer is surely dead.
        let dead = folder.file("progress.json.tmp-999999999")
        let live = folder.file("progress.json.tmp-\(getpid())")
        let other = folder.file("history.tmp-999999999")
        for path in [dead, live, other] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8)))
        }
        #expect(file.removeAbandonedTemporaries() == [dead])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["history.tmp-999999999", "progress.json", "progress.json.tmp-\(getpid())"])
        #expect(try file.read() == .bytes(Array("kept".utf8)))
    }

    /// A FIFO is refused at once: opening one to read would wait for a writer forever.
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.file("progress.json"), 0o600) == 0)
        let error = #expect(throws: StateFileProblem.self) { try AtomicFile(path: folder.file("progress.json")).read() }
        #expect(error?.reason == "is a FIFO (named pipe), not a regular file")
    }

    /// `/dev/zero` never ends: it is refused as a device, not read until memory runs out.
    @Test func aLinkToADeviceIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.file("progress.json"), withDestinationPath: "/dev/zero")
        let file = AtomicFile(path: folder.file("progress.json"))
        let error = #expect(throws: StateFileProblem.self) { try file.read() }
        #expect(error?.reason == "is a device, not a regular file")
        #expect(try file.keepAside() == folder.file("progress.json.corrupt"), "the link itself moves aside")
    }

    @Test func aFileLargerThanTheLimitIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array(repeating: 0x20, count: 101), to: "history")
        let error = #expect(throws: StateFileProblem.self) { try AtomicFile(path: folder.file("history"), sizeLimit: 100).read() }
        #expect(error?.reason.hasPrefix("larger than 100 bytes") == true)
        #expect(try AtomicFile(path: folder.file("history"), sizeLimit: 101).read() == .bytes(Array(repeating: 0x20, count: 101)))
    }

    /// A learner who keeps progress.json elsewhere and links to it keeps the link.
    @Test func writingThroughASymbolicLinkReplacesItsTargetAndKeepsTheLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array("old".utf8), to: "real.json")
        try FileManager.default.createSymbolicLink(atPath: folder.file("progress.json"), withDestinationPath: folder.file("real.json"))
        try AtomicFile(path: folder.file("progress.json")).write(Array("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("progress.json")) == folder.file("real.json"))
        #expect(try AtomicFile(path: folder.file("real.json")).read() == .bytes(Array("new".utf8)))
    }

    @Test func appendingAddsToTheEndAndRefusesAFIFO() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("history"))
        try file.append(Array("a\n".utf8))
        try file.append(Array("b\n".utf8))
        #expect(try file.read() == .bytes(Array("a\nb\n".utf8)))
        #expect(mkfifo(folder.file("fifo"), 0o600) == 0)
        #expect(throws: StateFileProblem.self) { try AtomicFile(path: folder.file("fifo")).append(Array("c\n".utf8)) }
    }

    @Test func abandonedTemporariesAreListedForMerging() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = AtomicFile(path: folder.file("history"))
        #expect(FileManager.default.createFile(atPath: folder.file("history.tmp-999999999"), contents: Data("x\n".utf8)))
        #expect(file.abandonedTemporaries() == [folder.file("history.tmp-999999999")])
        #expect(try file.readTemporary(folder.file("history.tmp-999999999")) == .bytes(Array("x\n".utf8)))
    }
}
