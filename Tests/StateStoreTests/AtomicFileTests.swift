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
        #expect(throws: StateFileError.self) { try file.write(Array("after".utf8)) }
        #expect(try file.read() == .bytes(Array("before".utf8)))
    }

    @Test func aDirectoryIsNotReadAsAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let error = #expect(throws: StateFileError.self) { try AtomicFile(path: folder.path).read() }
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
}
