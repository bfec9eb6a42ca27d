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
    /// The watched files a save within a few seconds changed (empty: none).
    private func saved(_ watch: FileWatch) -> [String] {
        var waiting = pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, 3_000) > 0 else { return [] }
        return watch.settle(quiet: 0.05)
    }

    @Test func aFileWrittenInPlaceIsASave() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try "let a = 1\n".write(toFile: folder.file("Lamp.swift"), atomically: false, encoding: .utf8)
        let watch = try #require(FileWatch(paths: [folder.file("Lamp.swift")]))
        try "let a = 2\n".write(toFile: folder.file("Lamp.swift"), atomically: false, encoding: .utf8)
        #expect(saved(watch) == [folder.file("Lamp.swift")])
    }

    /// A save in a watched folder is said by the file saved, not by the folder (a newcomer read
    /// "watch: /tmp/app was saved" and looked for what had changed).
    @Test func aSaveInAWatchedFolderNamesTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("Feed"), withIntermediateDirectories: true)
        try "let a = 1\n".write(toFile: folder.file("Feed/FeedModel.swift"), atomically: false, encoding: .utf8)
        try "let b = 1\n".write(toFile: folder.file("App.swift"), atomically: false, encoding: .utf8)
        let watch = try #require(FileWatch(paths: [folder.path]))
        try "let a = 2\n".write(toFile: folder.file("Feed/FeedModel.swift"), atomically: true, encoding: .utf8)
        #expect(saved(watch) == [folder.file("Feed/FeedModel.swift")])
        try "let a = 3\n".write(toFile: folder.file("Feed/FeedModel.swift"), atomically: false, encoding: .utf8)
        try "let b = 2\n".write(toFile: folder.file("App.swift"), atomically: false, encoding: .utf8)
        #expect(saved(watch) == [folder.file("App.swift"), folder.file("Feed/FeedModel.swift")])
    }

    @Test func aFileBesideTheWatchedOneIsNoSave() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try "let a = 1\n".write(toFile: folder.file("Lamp.swift"), atomically: false, encoding: .utf8)
        let watch = try #require(FileWatch(paths: [folder.file("Lamp.swift")]))
        try "let b = 1\n".write(toFile: folder.file("Other.swift"), atomically: false, encoding: .utf8)
        #expect(saved(watch).isEmpty)
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
        #expect(saved(watch) == [target], "written in place")
        try "let a = 3\n".write(toFile: target, atomically: true, encoding: .utf8)
        #expect(saved(watch) == [target], "renamed over")
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
        #expect(saved(watch) == [target])
    }
}
#endif
