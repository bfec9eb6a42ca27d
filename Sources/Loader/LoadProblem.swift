#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a `load` did not produce a scene: lines to print as they are (a sentence, or the
/// compiler's `file:line:column: error: …` lines for the user's files).
package struct LoadProblem: Error, Sendable {
    package let lines: [String]

    package init(_ sentence: String) {
        lines = [sentence]
    }

    package init(lines: [String]) {
        self.lines = lines
    }

    /// Whether every compiler error is one the Swift 6 language mode makes and Swift 5 mode does
    /// not: its data-race checks (`Sendable`, actor isolation, shared mutable state).
    var isSwift6Only: Bool {
        !errors.isEmpty && errors.allSatisfy(Self.isSwift6Error)
    }

    /// Whether any compiler error is one of the Swift 6 language mode's data-race checks.
    var hasSwift6Errors: Bool {
        errors.contains(where: Self.isSwift6Error)
    }

    /// How many compiler errors there are.
    var errorCount: Int { errors.count }

    private var errors: [String] { lines.filter { $0.contains(": error: ") } }

    private static func isSwift6Error(_ error: String) -> Bool {
        ["Sendable", "isolated", "concurrency", "data race", "actor", "sending"].contains { error.contains($0) }
    }
}

extension LoadProblem {
    /// The build cache could not be written at `path` (a build or kit folder in progress, or
    /// something in one): a read-only folder, a full disk, a folder of someone else's or a used-up
    /// quota said in one plain sentence, with what to do; any other reason as the system gives it.
    static func cacheNotWritable(at path: String, _ error: any Error) -> LoadProblem {
        cacheNotWritable(at: path, code: UserCodeBuilder.code(error), reason: UserCodeBuilder.reason(error))
    }

    static func cacheNotWritable(at path: String, code: Int32?, reason: String) -> LoadProblem {
        let cache = cacheFolder(of: path)
        switch code {
        case EROFS?:
            return LoadProblem("load: cannot build: the build cache \(cache) is on a read-only file system; set XDG_CACHE_HOME to a folder you can write")
        case ENOSPC?, EDQUOT?:
            return LoadProblem("load: cannot build: the disk that holds the build cache \(cache) is full; free some space (podbay cache --clear empties the cache)")
        case EACCES?, EPERM?:
            return LoadProblem("load: cannot build: you may not write in the build cache \(cache); set XDG_CACHE_HOME to a folder you can write")
        default:
            return LoadProblem("cannot write in the cache folder \(path): \(reason)")
        }
    }

    /// A build that failed because the disk under the cache filled while it wrote: the linker then
    /// dies of SIGBUS (its output is mapped in memory; clang says "Bus error") or says "No space
    /// left on device", and removes what it wrote, so the disk has room again by the time it is
    /// asked. One plain sentence with the room left, or nil for a build that failed otherwise.
    static func cacheDiskFull(at path: String, output: String) -> LoadProblem? {
        var info = statvfs()
        let cache = cacheFolder(of: path)
        guard statvfs(cache, &info) == 0 else { return nil }
        let available = UInt64(info.f_bavail) * UInt64(info.f_frsize)
        let saysFull = output.contains("No space left on device") || output.contains("Bus error")
        guard available < 1_000_000 || saysFull else { return nil }
        let megabytes = Double(available / 100_000) / 10
        return LoadProblem(
            "load: cannot build: the disk that holds the build cache \(cache) ran out of space during the build (\(megabytes) MB free); free some space (podbay cache --clear empties the cache)")
    }

    /// The cache's own folder above a build in progress (`…/loaded/<key>.tmp-…/sources` → `…/loaded`).
    static func cacheFolder(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let temporary = parts.firstIndex(where: { $0.contains(".tmp-") }) else { return path }
        return parts[..<temporary].joined(separator: "/")
    }
}
