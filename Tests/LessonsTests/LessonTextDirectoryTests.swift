@testable import Lessons
import Testing

/// Where the shipped lesson texts are found, worked out from paths as text (no `URL`).
@Suite struct LessonTextDirectoryTests {
    @Test func aPathsFolderIsItsTextBeforeTheLastSlash() {
        #expect(LessonTextDirectory.folder(of: "/usr/local/bin/podbay") == "/usr/local/bin")
        #expect(LessonTextDirectory.folder(of: "/usr/local/bin") == "/usr/local")
        #expect(LessonTextDirectory.folder(of: "/podbay") == "/")
        #expect(LessonTextDirectory.folder(of: "podbay") == ".")
    }

    /// As `URL.standardized` spells a file path: absolute, without `.` or `..`.
    @Test func aPathIsStandardizedByItsText() {
        #expect(LessonTextDirectory.standardized("/usr/local/bin/../share/podbay/lessons") == "/usr/local/share/podbay/lessons")
        #expect(LessonTextDirectory.standardized("/usr/./local//bin/") == "/usr/local/bin")
        #expect(LessonTextDirectory.standardized("/../..") == "/")
        let here = LessonTextDirectory.standardized(".")
        #expect(here.hasPrefix("/") && !here.hasSuffix("/."))
        #expect(LessonTextDirectory.standardized("./podbay") == (here == "/" ? "" : here) + "/podbay")
    }

    /// Installed, `PREFIX/bin/podbay` reads `PREFIX/share/podbay/lessons`; in a build (and here),
    /// the source folder, which holds the lessons.
    @Test func theCandidatesAreBesideTheProgramInShareAndTheSourceFolder() throws {
        let candidates = LessonTextDirectory.candidates()
        #expect(candidates.count == 3)
        #expect(candidates[0].hasSuffix("/podbay-lessons"))
        #expect(candidates[1].hasSuffix("/share/podbay/lessons") && !candidates[1].contains(".."))
        #expect(candidates[2].hasSuffix("/Lessons"))
        let found = try #require(LessonTextDirectory.bundled())
        #expect(candidates.contains(found))
    }
}
