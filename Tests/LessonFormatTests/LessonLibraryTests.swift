import Foundation
import LessonFormat
import LessonKit
import Lessons
import TestSupport
import Testing

@Suite struct LessonLibraryTests {
    let library = LessonLibrary(scenes: LessonScenes.catalog)

    @Test func theShippedLessonsAreFoundAndClean() throws {
        let folder = try #require(LessonTextDirectory.bundled())
        let (catalog, problems) = library.catalog(folders: [folder])
        #expect(problems.isEmpty, "\(problems)")
        #expect(catalog.lessons.first?.id == "welcome")
        #expect(catalog.lesson(named: "0")?.id == "welcome")
        #expect(catalog.lesson(named: "0-welcome")?.id == "welcome")
        #expect(catalog.lesson(named: "WELCOME")?.id == "welcome")
    }

    @Test func everyShippedLessonNamesACompiledScene() throws {
        let folder = try #require(LessonTextDirectory.bundled())
        for lesson in library.catalog(folders: [folder]).catalog.lessons {
            #expect(LessonScenes.catalog.builder(for: lesson.sceneID) != nil)
        }
    }

    /// A lesson folder's README, coverage tables and surviving mutants are Markdown too, but no
    /// lesson: lint and the catalog pass them by, and still read a broken lesson beside them.
    @Test func readmeCoverageTablesAndMutantsAreNotLessons() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["README.md", "COVERAGE.md", "COVERAGE-round-table.md", "MUTANTS.md"] {
            try folder.write(Array("# Not a lesson\n\n| id | rule |\n".utf8), to: name)
        }
        try folder.write(Array("# Broken\n".utf8), to: "broken.md")
        let (catalog, problems) = library.catalog(folders: [folder.path])
        #expect(catalog.lessons.isEmpty)
        #expect(!problems.isEmpty && problems.allSatisfy { $0.file.hasSuffix("broken.md") }, "\(problems)")
    }

    @Test func aLaterFolderReplacesALessonWithTheSameID() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let shipped = try #require(LessonTextDirectory.bundled())
        let original = try #require(library.catalog(folders: [shipped]).catalog.lesson(named: "welcome"))
        let text = try String(contentsOfFile: original.file, encoding: .utf8)
            .replacingOccurrences(of: "# Welcome aboard", with: "# Welcome, class")
        try folder.write(Array(text.utf8), to: "mine.md")
        let catalog = library.catalog(folders: [shipped, folder.path]).catalog
        #expect(catalog.lessons.filter { $0.id == "welcome" }.count == 1)
        #expect(catalog.lesson(named: "welcome")?.title == "Welcome, class")
    }

    @Test func aBrokenFileDoesNotStopTheOthers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write([0, 1, 2], to: "broken.md")
        try folder.write(Array("not a lesson".utf8), to: "README.md")
        let shipped = try #require(LessonTextDirectory.bundled())
        let (catalog, problems) = library.catalog(folders: [shipped, folder.path])
        #expect(catalog.lessons.map(\.id) == library.catalog(folders: [shipped]).catalog.lessons.map(\.id))
        #expect(catalog.broken.map(\.file) == [folder.file("broken.md")])
        #expect(problems.count == 1)
    }

    /// A coverage table beside the lessons (`COVERAGE.md`, `COVERAGE-round-table.md`) is not a
    /// lesson: lint and the catalog leave it alone.
    @Test func aCoverageTableIsNotALesson() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Array("| id | rule |\n".utf8), to: "COVERAGE.md")
        try folder.write(Array("| id | rule |\n".utf8), to: "COVERAGE-round-table.md")
        let (catalog, problems) = library.catalog(folders: [folder.path])
        #expect(catalog.lessons.isEmpty && catalog.broken.isEmpty)
        #expect(problems.isEmpty)
    }
}
