#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `--record FILE` may write: never over the script being run or one of Podbay's state files,
/// and over another existing file only when told to (`--record-append` adds, `--force` replaces).
struct RecordTarget {
    enum Mode {
        /// Refuse a file that already holds something.
        case fresh
        /// Add to the end (`--record-append`).
        case append
        /// Replace what is there (`--force`).
        case replace
    }

    let path: String
    let mode: Mode

    /// Why recording to `path` is refused, or `nil` when it may go ahead.
    /// - Parameters:
    ///   - script: the `--script` file, if any.
    ///   - stateFiles: progress, history and their lock files.
    func refusal(script: String?, stateFiles: [String]) -> String? {
        if let script, Self.same(path, script) {
            return "--record: \(path) is the script being run (--script); record to another file"
        }
        if let state = stateFiles.first(where: { Self.same(path, $0) }) {
            return "--record: \(path) is Podbay's own state file \(state); record to another file"
        }
        var status = stat()
        guard mode == .fresh, stat(path, &status) == 0 else { return nil }
        if (status.st_mode & S_IFMT) == S_IFDIR { return "--record: \(path) is a folder; name a file" }
        // Devices (/dev/null, a terminal) and empty files hold nothing a transcript could lose.
        guard (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 else { return nil }
        return "--record: \(path) already exists (\(status.st_size) bytes); --record-append adds to it, --force replaces it"
    }

    /// Whether two paths name one file: the same inode when both exist (hard and symbolic links
    /// included), else the same folder and name.
    private static func same(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        if stat(first, &a) == 0, stat(second, &b) == 0 {
            return a.st_dev == b.st_dev && a.st_ino == b.st_ino
        }
        return canonical(first) == canonical(second)
    }

    /// The path with its folder resolved (`realpath`), for a file that may not exist yet.
    private static func canonical(_ path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let resolved = realpath(folder.isEmpty ? "/" : folder, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved) + "/" + name
    }
}
