#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder `load` and `check` keep their builds in, one bound for both: `$XDG_CACHE_HOME/podbay/loaded`
/// (else `~/.cache/podbay/loaded`, else a folder of this user's under /tmp).
///
/// Its entries: one folder per build (`<hash>/podbay`, a small executable linked against the kit
/// library), the kit library linked from a build folder's objects (`kit-<hash>/`), the compiler's
/// module cache, one per compiler and kit (`ModuleCache-<hash>/`), the compiler's remembered version
/// (`compiler-<hash>`) and builds in progress (`*.tmp-*`). Every use of an entry marks it used (its
/// time); after each new build the least recently used entries are removed until the whole is within
/// `limit` bytes.
///
/// Podbays side by side share the folder (two terminals, the end-to-end tests): an entry used in the
/// last `inUseFor` seconds may be what another podbay has just found or built and is about to run,
/// the kit it runs on or the module cache its compiler is reading, so it is never removed; and an
/// entry is removed by first renaming it out of the way, so no podbay ever finds half of one.
package struct BuildCache: Sendable {
    package let folder: String
    package let limit: Int64

    /// 200 MB: a build is well under 1 MB and the kit library a few tens, so hundreds of builds fit.
    package static let defaultLimit: Int64 = 200 * 1_000_000
    /// A build in progress older than this was left by a podbay that was stopped: removed.
    static let abandonedAfter: Double = 3_600
    /// An entry used more recently than this is not removed: another podbay may be about to run it.
    static let inUseFor: Double = 600

    package init(folder: String, limit: Int64 = defaultLimit) {
        self.folder = folder
        self.limit = limit
    }

    package init(environment: [String: String]) {
        self.init(folder: Self.folder(environment: environment))
    }

    /// Where builds are kept: `$XDG_CACHE_HOME/podbay/loaded`, else `~/.cache/podbay/loaded`, else
    /// a folder of this user's under /tmp.
    package static func folder(environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/podbay/loaded" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/podbay/loaded" }
        return "/tmp/podbay-\(getuid())/loaded"
    }

    /// One entry of the cache: its name in the folder, its size on disk and when it was last used.
    package struct Entry: Sendable {
        package let name: String
        package let bytes: Int64
        package let lastUsed: Double
    }

    /// Every entry, with its size on disk (blocks, as `du` counts them).
    package func entries() -> [Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        // `.lock` (CacheLock) is not an entry.
        return names.filter { !$0.hasPrefix(".") }.compactMap { name in
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0 else { return nil }
            return Entry(name: name, bytes: Self.size(of: folder + "/" + name), lastUsed: Self.seconds(info))
        }
    }

    /// The bytes the whole cache takes on disk.
    package func totalBytes() -> Int64 {
        entries().reduce(0) { $0 + $1.bytes }
    }

    /// Marks `path` (an entry's folder) as used now, so it is among the last to go.
    func markUsed(_ path: String) {
        _ = utimes(path, nil)
    }

    /// Removes the least recently used entries until the cache is within `limit`, never one named
    /// in `keeping` (the build and kit just used) nor one used in the last `inUseFor` seconds; and
    /// builds in progress abandoned long ago.
    func prune(keeping: Set<String>) {
        let now = Date().timeIntervalSince1970
        var all = entries()
        for entry in all where entry.name.contains(".tmp-") && (now - entry.lastUsed > Self.abandonedAfter || Self.ownerIsGone(entry.name)) {
            try? FileManager.default.removeItem(atPath: folder + "/" + entry.name)
        }
        all.removeAll { $0.name.contains(".tmp-") }
        var total = all.reduce(0) { $0 + $1.bytes }
        for entry in all.sorted(by: { $0.lastUsed < $1.lastUsed }) where total > limit {
            let path = folder + "/" + entry.name
            guard !keeping.contains(path), let lastUsed = Self.lastUsed(path), now - lastUsed > Self.inUseFor else { continue }
            remove(path)
            total -= entry.bytes
        }
    }

    /// Removes an entry whole: renamed out of the way first (atomically, so a podbay looking for it
    /// finds it whole or not at all), then deleted; what a stopped removal leaves is a build in
    /// progress whose owner is gone, removed by the next prune.
    func remove(_ path: String) {
        let aside = path + ".tmp-\(getpid())-gone\(UInt32.random(in: 0...UInt32.max))"
        guard rename(path, aside) == 0 else { return }
        try? FileManager.default.removeItem(atPath: aside)
    }

    /// When the entry at `path` was last used, read now (another podbay may have used it since
    /// the entries were listed); nil when it is gone.
    static func lastUsed(_ path: String) -> Double? {
        var info = stat()
        return lstat(path, &info) == 0 ? seconds(info) : nil
    }

    /// Removes every entry: the next load or check builds again.
    package func clear() {
        for entry in entries() { remove(folder + "/" + entry.name) }
    }

    /// Whether the podbay that made a build in progress (`<hash>.tmp-<pid>-…`) has ended: killed
    /// with SIGKILL, which no handler sees.
    static func ownerIsGone(_ name: String) -> Bool {
        guard let marker = name.firstRange(of: ".tmp-"),
            let owner = name[marker.upperBound...].split(separator: "-").first.flatMap({ Int32($0) })
        else { return false }
        return kill(owner, 0) != 0 && errno == ESRCH
    }

    /// `12.3 MB in 40 builds (bound 200 MB), at PATH`: what `podbay cache` says.
    package func summary() -> String {
        let all = entries()
        let builds = all.filter { Self.isBuild($0.name) }.count
        let total = all.reduce(0) { $0 + $1.bytes }
        return "\(Self.megabytes(total)) in \(builds) build\(builds == 1 ? "" : "s") (bound \(Self.megabytes(limit)), "
            + "least recently used out first), at \(folder)"
    }

    /// Whether an entry's name is one build's (a fingerprint: two hex lanes joined by `-`).
    static func isBuild(_ name: String) -> Bool {
        let lanes = name.split(separator: "-", omittingEmptySubsequences: false)
        return lanes.count == 2 && lanes.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isHexDigit) }
    }

    static func megabytes(_ bytes: Int64) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    /// Bytes on disk under `path`, symbolic links not followed.
    static func size(of path: String) -> Int64 {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        var total = Int64(info.st_blocks) * 512
        guard (info.st_mode & S_IFMT) == S_IFDIR, let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return total }
        for name in names { total += size(of: path + "/" + name) }
        return total
    }

    static func seconds(_ info: stat) -> Double {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
