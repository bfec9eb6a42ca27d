import Foundation
@testable import Loader
import Testing

/// The build cache keeps load's and check's builds within one bound, least recently used out first.
@Suite struct BuildCacheTests {
    /// A cache folder with builds of `sizes` bytes, made in that order an hour apart (the first is
    /// the least recently used).
    private static func cache(sizes: [Int], limit: Int64) throws -> (BuildCache, [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-cache-\(UUID().uuidString)").path
        var names: [String] = []
        for (index, size) in sizes.enumerated() {
            let name = String(0xa0 + index, radix: 16) + "-" + String(0xb0 + index, radix: 16)
            let build = folder + "/" + name
            try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
            try Data(repeating: 7, count: size).write(to: URL(fileURLWithPath: build + "/podbay"))
            try setTime(of: build, hoursAgo: Double(sizes.count - index))
            names.append(name)
        }
        return (BuildCache(folder: folder, limit: limit), names)
    }

    private static func setTime(of path: String, hoursAgo: Double) throws {
        let date = Date().addingTimeInterval(-hoursAgo * 3_600)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }

    private static func left(_ cache: BuildCache) -> Set<String> {
        Set(cache.entries().map(\.name))
    }

    @Test func theLeastRecentlyUsedGoFirstUntilTheCacheFits() throws {
        let (cache, names) = try Self.cache(sizes: [400_000, 400_000, 400_000, 400_000], limit: 1_000_000)
        defer { try? FileManager.default.removeItem(atPath: cache.folder) }
        cache.prune(keeping: [])
        #expect(Self.left(cache) == Set(names.suffix(2)))
        #expect(cache.totalBytes() <= cache.limit)
    }

    @Test func aBuildUsedAgainIsKeptOverANewerOne() throws {
        let (cache, names) = try Self.cache(sizes: [400_000, 400_000, 400_000, 400_000], limit: 1_000_000)
        defer { try? FileManager.default.removeItem(atPath: cache.folder) }
        cache.markUsed(cache.folder + "/" + names[0])
        cache.prune(keeping: [])
        #expect(Self.left(cache) == [names[0], names[3]])
    }

    @Test func theBuildJustMadeIsNeverRemoved() throws {
        let (cache, names) = try Self.cache(sizes: [400_000, 2_000_000], limit: 1_000_000)
        defer { try? FileManager.default.removeItem(atPath: cache.folder) }
        try Self.setTime(of: cache.folder + "/" + names[1], hoursAgo: 5)
        cache.prune(keeping: [cache.folder + "/" + names[1]])
        #expect(Self.left(cache) == [names[1]])
    }

    /// Podbays side by side share the cache: what another one used a moment ago (a build it is
    /// about to run, the kit it runs on) stays, even over the bound; the prune that keeps it
    /// removes it later.
    @Test func anEntryUsedInTheLastMinutesIsNotRemovedOverTheBound() throws {
        let (cache, names) = try Self.cache(sizes: [600_000, 600_000, 600_000, 600_000], limit: 1_000_000)
        defer { try? FileManager.default.removeItem(atPath: cache.folder) }
        try Self.setTime(of: cache.folder + "/" + names[0], hoursAgo: 0.1)
        try Self.setTime(of: cache.folder + "/" + names[1], hoursAgo: 0.05)
        cache.prune(keeping: [])
        #expect(Self.left(cache) == [names[0], names[1]], "the two used in the last ten minutes stay, the others go")
        try Self.setTime(of: cache.folder + "/" + names[0], hoursAgo: 0.5)
        cache.prune(keeping: [])
        #expect(Self.left(cache) == [names[1]])
    }

    /// An entry is renamed out of the way before it is deleted: nothing is left of it, not even
    /// the renamed folder.
    @Test func aRemovedEntryLeavesNothing() throws {
        let (cache, names) = try Self.cache(sizes: [1_000, 1_000], limit: 200_000_000)
        defer { try? FileManager.default.removeItem(atPath: cache.folder) }
        cache.remove(cache.folder + "/" + names[0])
        #expect(Self.left(cache) == [names[1]])
    }

    @Test func anAbandonedBuildInProgressIsRemovedAndAFreshOneKept() throws {
        let (cache, _) = try Self.cache(sizes: [1_000], limit: 1_000_000)
        defer { try? FileManager.default.removeItem(atPath: cache.folder) }
        for (name, hours) in [("a1-b1.tmp-1-2", 2.0), ("a2-b2.tmp-3-4", 0.0)] {
            try FileManager.default.createDirectory(atPath: cache.folder + "/" + name, withIntermediateDirectories: true)
            try Self.setTime(of: cache.folder + "/" + name, hoursAgo: hours)
        }
        cache.prune(keeping: [])
        #expect(!Self.left(cache).contains("a1-b1.tmp-1-2"))
        #expect(Self.left(cache).contains("a2-b2.tmp-3-4"))
    }

    @Test func theSummarySaysSizeBuildsAndBound() throws {
        let (cache, _) = try Self.cache(sizes: [1_500_000, 1_000_000], limit: 200_000_000)
        defer { try? FileManager.default.removeItem(atPath: cache.folder) }
        #expect(cache.summary().hasPrefix("2.5 MB in 2 builds (bound 200.0 MB"))
        #expect(cache.summary().hasSuffix("at \(cache.folder)"))
    }

    @Test func clearingEmptiesIt() throws {
        let (cache, _) = try Self.cache(sizes: [1_000, 1_000], limit: 200_000_000)
        defer { try? FileManager.default.removeItem(atPath: cache.folder) }
        cache.clear()
        #expect(cache.entries().isEmpty)
    }
}
