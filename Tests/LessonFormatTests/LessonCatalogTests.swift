import Dispatch
import LessonFormat
import LessonKit
import Lessons
import Testing

/// A session's catalog is read on first use, not at start (`LessonCatalog(deferred:)`).
@Suite struct LessonCatalogTests {
    /// How many times a deferred catalog read its folders.
    private final class Reads: @unchecked Sendable {
        private var count = 0
        private let lock = DispatchQueue(label: "LessonCatalogTests.Reads")
        func add() { lock.sync { count += 1 } }
        var total: Int { lock.sync { count } }
    }

    private func deferred(_ reads: Reads) throws -> LessonCatalog {
        let folder = try #require(LessonTextDirectory.bundled())
        return LessonCatalog(deferred: {
            reads.add()
            return LessonLibrary(scenes: LessonScenes.catalog).catalog(folders: [folder]).catalog
        })
    }

    @Test func aDeferredCatalogReadsNothingUntilAsked() throws {
        let reads = Reads()
        let catalog = try deferred(reads)
        let copy = catalog
        #expect(reads.total == 0)
        #expect(copy.lesson(named: "welcome")?.number == 0)
        #expect(reads.total == 1)
    }

    /// Asked again, or for its broken files, or from several threads at once, it reads its
    /// folders once: every part of the session sees the same lessons.
    @Test func aDeferredCatalogReadsItsFoldersOnce() throws {
        let reads = Reads()
        let catalog = try deferred(reads)
        let counts = Array(0..<8).concurrentMapForTest { _ in catalog.lessons.count }
        #expect(Set(counts).count == 1 && counts[0] > 0)
        #expect(catalog.broken.isEmpty)
        #expect(catalog.names.contains("welcome"))
        #expect(reads.total == 1)
    }
}

extension Array where Element: Sendable {
    /// Each element transformed on its own thread at once (a test's own, not `Parallel`'s).
    fileprivate func concurrentMapForTest<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = DispatchQueue(label: "LessonCatalogTests.results")
        nonisolated(unsafe) var collected: [Int: Result] = [:]
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let value = transform(self[index])
            results.sync { collected[index] = value }
        }
        return (0..<count).compactMap { collected[$0] }
    }
}
