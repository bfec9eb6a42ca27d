import StateStore
import TestSupport
import Testing

@Suite struct StateDirectoryTests {
    @Test func xdgStateHomeComesFirst() {
        let directory = StateDirectory.standard(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/dave"])
        #expect(directory?.path == "/x/state/podbay")
    }

    @Test func homeIsTheFallback() {
        #expect(StateDirectory.standard(environment: ["HOME": "/home/dave"])?.path == "/home/dave/.local/state/podbay")
    }

    @Test func aRelativeXDGPathIsIgnoredAsTheSpecificationSays() {
        let directory = StateDirectory.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/dave"])
        #expect(directory?.path == "/home/dave/.local/state/podbay")
    }

    @Test func noHomeAndNoXDGGivesNoDirectory() {
        #expect(StateDirectory.standard(environment: [:]) == nil)
    }

    @Test func createMakesEveryMissingParent() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let directory = StateDirectory(path: folder.file("a/b/podbay"))
        try directory.create()
        try directory.create()
        #expect(try AtomicFile(path: directory.file("x")).read() == .missing)
        #expect(directory.file("history") == folder.file("a/b/podbay/history"))
    }
}
