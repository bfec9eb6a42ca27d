import Foundation
import LineEditor
import TestSupport
import Testing

#if os(Linux)
// inotify: elsewhere the polling thread follows links by itself (it calls stat).
/// What a watch sees of a save: a watched file written in place, a file a watched link leads to
/// (an editor that opens the link writes the file it names, in that file's folder), and not a
/// file beside it that nothing watches.
@Suite struct FileWatchTests {
    /// Whether a save came within a few seconds and was of a watched file.
    private func sawSave(_ watch: FileWatch) -> Bool {
        var waiting = pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, 3_000) > 0 else { return false }
        return watch.settle(quiet: 0.05)
    }

    @Test func aFileWrittenInPlaceIsASave() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try "let a = 1\n".write(toFile: folder.file("Lamp.swift"), atomically: false, encoding: .utf8)
        let watch = try #require(FileWatch(paths: [folder.file("Lamp.swift")]))
        try "let a = 2\n".write(toFile: folder.file("Lamp.swift"), atomically: false, encoding: .utf8)
        #expect(sawSave(watch))
    }

    @Test func aFileBesideTheWatchedOneIsNoSave() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try "let a = 1\n".write(toFile: folder.file("Lamp.swift"), atomically: false, encoding: .utf8)
        let watch = try #require(FileWatch(paths: [folder.file("Lamp.swift")]))
        try "let b = 1\n".write(toFile: folder.file("Other.swift"), atomically: false, encoding: .utf8)
        #expect(!sawSave(watch))
    }

    /// The link is in one folder, the file it names in another: saving that file (in place, or
    /// by renaming a new file over it) is a save of the watched link.
    @Test func aSaveOfTheFileALinkNamesIsASave() throws {
        let links = try TemporaryFolder()
        let targets = try TemporaryFolder()
        defer { links.remove(); targets.remove() }
        let target = targets.file("Lamp.swift")
        try "let a = 1\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: links.file("Lamp.swift"), withDestinationPath: target)
        let watch = try #require(FileWatch(paths: [links.file("Lamp.swift")]))
        try "let a = 2\n".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(sawSave(watch), "written in place")
        try "let a = 3\n".write(toFile: target, atomically: true, encoding: .utf8)
        #expect(sawSave(watch), "renamed over")
    }

    /// A loaded folder holding a link to a Swift file elsewhere: a save there is a save.
    @Test func aSaveOfTheFileALinkInAWatchedFolderNamesIsASave() throws {
        let links = try TemporaryFolder()
        let targets = try TemporaryFolder()
        defer { links.remove(); targets.remove() }
        let target = targets.file("Lamp.swift")
        try "let a = 1\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: links.file("Lamp.swift"), withDestinationPath: target)
        let watch = try #require(FileWatch(paths: [links.path]))
        try "let a = 2\n".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(sawSave(watch))
    }
}
#endif
