import Foundation
import LineEditor
import TestSupport
import Testing

@Suite struct HistoryFileTests {
    @Test func savedHistoryLoadsBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = HistoryFile(path: folder.file("history"))
        var history = HistoryList()
        for line in ["help", "open 0", "type login \"dave bowman\"", "héllo ✓"] { history.add(line) }
        #expect(file.save(history) == nil)
        let loaded = file.load()
        #expect(loaded.history.entries == history.entries)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func loadingDeletesWhatAKilledSaveLeftBehind() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array("help\n".utf8), to: "history")
        try folder.write(Array("hel".utf8), to: "history.tmp-999999999")
        let loaded = HistoryFile(path: folder.file("history")).load()
        #expect(loaded.history.entries == ["help"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["history"])
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
        #expect(loaded.warnings.first?.contains("kept aside as \(folder.file("history.corrupt"))") == true)
        #expect(FileManager.default.fileExists(atPath: folder.file("history.corrupt")))
    }

    @Test func aDirectoryInPlaceOfTheFileIsKeptAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("history"), withIntermediateDirectories: false)
        let loaded = HistoryFile(path: folder.file("history")).load()
        #expect(loaded.warnings.first?.contains("is a directory") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.file("history")))
    }
}
