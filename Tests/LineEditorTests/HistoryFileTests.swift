import Foundation
import LineEditor
import TestSupport
import Testing

@Suite struct HistoryFileTests {
    @Test func appendedLinesLoadBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = HistoryFile(path: folder.file("history"))
        let lines = ["help", "open 0", "type login \"dave bowman\"", "héllo ✓"]
        for line in lines { #expect(file.append(line) == nil) }
        let loaded = file.load()
        #expect(loaded.history.entries == lines)
        #expect(loaded.warnings.isEmpty)
    }

    /// Two terminals append to one file in turn: each line is there, in the order it was entered.
    @Test func twoSessionsAppendToOneFileAndLoseNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = HistoryFile(path: folder.file("history"))
        let second = HistoryFile(path: folder.file("history"))
        for (index, line) in ["open 0", "open 1", "screen", "next", "help"].enumerated() {
            #expect((index.isMultiple(of: 2) ? first : second).append(line) == nil)
        }
        #expect(first.compact() == nil)
        #expect(second.load().history.entries == ["open 0", "open 1", "screen", "next", "help"])
    }

    @Test func blankAndOverlongLinesAreNotKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = HistoryFile(path: folder.file("history"))
        #expect(file.append("") == nil)
        #expect(file.append(String(repeating: "x", count: HistoryFile.longestEntry + 1)) == nil)
        #expect(file.append("help") == nil)
        #expect(try String(contentsOfFile: folder.file("history"), encoding: .utf8) == "help\n")
    }

    /// A file cut short mid-line (or edited by hand) does not swallow the next line into its last.
    @Test func aLineAppendedToAFileWithoutAFinalNewlineStandsAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array("help\nope".utf8), to: "history")
        let file = HistoryFile(path: folder.file("history"))
        #expect(file.append("screen") == nil)
        #expect(file.load().history.entries == ["help", "ope", "screen"])
    }

    /// Found by StateFileFuzz: as Characters "\r\n" is not "\n", and a file with Windows line
    /// endings read as one entry.
    @Test func windowsLineEndingsAreLineEndings() {
        #expect(HistoryFile.entries(in: Array("help\r\nopen 0\r\n\r\n".utf8)) == ["help", "open 0"])
    }

    @Test func compactingDropsRepeatsAndKeepsTheNewestUpToTheLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = HistoryFile(path: folder.file("history"), limit: 3)
        for line in ["a", "b", "a", "c", "d", "c"] { #expect(file.append(line) == nil) }
        #expect(file.compact() == nil)
        #expect(try String(contentsOfFile: folder.file("history"), encoding: .utf8) == "a\nd\nc\n")
    }

    /// A temporary left by a run killed while it rewrote the file holds lines the file may not:
    /// they are merged in, then the temporary goes.
    @Test func loadingMergesWhatAKilledSaveLeftBehind() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array("help\n".utf8), to: "history")
        try folder.write(Array("open 0\nscreen\n".utf8), to: "history.tmp-999999999")
        let loaded = HistoryFile(path: folder.file("history")).load()
        #expect(loaded.history.entries == ["help", "open 0", "screen"])
        #expect(loaded.warnings.isEmpty)
        #expect(try String(contentsOfFile: folder.file("history"), encoding: .utf8) == "help\nopen 0\nscreen\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["history", "history.lock"])
    }

    @Test func aMissingFileIsAnEmptyHistoryWithoutWarning() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let loaded = HistoryFile(path: folder.file("history")).load()
        #expect(loaded.history.entries.isEmpty)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func aBinaryFileIsKeptAsideWithAWarning() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write([0x68, 0x00, 0xFF, 0xFE], to: "history")
        let loaded = HistoryFile(path: folder.file("history")).load()
        #expect(loaded.history.entries.isEmpty)
        #expect(loaded.warnings.count == 1)
        #expect(loaded.warnings.first?.description.contains("kept aside as \(folder.file("history.corrupt"))") == true)
        #expect(FileManager.default.fileExists(atPath: folder.file("history.corrupt")))
    }

    @Test func aDirectoryInPlaceOfTheFileIsKeptAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("history"), withIntermediateDirectories: false)
        let loaded = HistoryFile(path: folder.file("history")).load()
        #expect(loaded.warnings.first?.description.contains("is a directory") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.file("history")))
    }

    /// Opening a FIFO for reading blocks until a writer comes: it is refused without waiting.
    @Test func aFIFOInPlaceOfTheFileIsKeptAsideWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.file("history"), 0o600) == 0)
        let loaded = HistoryFile(path: folder.file("history")).load()
        #expect(loaded.warnings.first?.description.contains("is a FIFO") == true)
        #expect(FileManager.default.fileExists(atPath: folder.file("history.corrupt")))
        #expect(HistoryFile(path: folder.file("history")).append("help") == nil, "a fresh file takes its place")
    }
}
