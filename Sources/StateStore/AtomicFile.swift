#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that is replaced whole or not at all.
///
/// Writing goes to a temporary file beside the target, is flushed with `fsync`, then renamed over
/// the target: a reader (or a crash midway) sees either the previous contents or the new ones.
public struct AtomicFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// What reading found.
    public enum Contents: Equatable, Sendable {
        case missing
        case bytes([UInt8])
    }

    /// Reads the whole file; a missing file is not an error, anything else unreadable is.
    public func read() throws(StateFileError) -> Contents {
        var status = stat()
        if stat(path, &status) != 0 {
            if errno == ENOENT { return .missing }
            throw failure()
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            throw StateFileError(path: path, reason: "is a directory, not a file")
        }
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 { throw failure() }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .bytes(bytes)
    }

    /// Replaces the file with `bytes`: temporary file, `fsync`, `rename`.
    public func write(_ bytes: [UInt8]) throws(StateFileError) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if descriptor < 0 { throw failure(temporary) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glue.write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let error = failure(temporary)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            written += count
        }
        if fsync(descriptor) != 0 {
            let error = failure(temporary)
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        if rename(temporary, path) != 0 {
            let error = failure()
            unlink(temporary)
            throw error
        }
    }

    /// Deletes the temporary files that writers killed midway (`kill -9`, a power cut) left beside
    /// this one, and returns their paths. A temporary whose writer is still alive, in another
    /// session, is left alone.
    @discardableResult
    public func removeAbandonedTemporaries() -> [String] {
        // Everything up to the last slash, kept with it, so joining a name back needs no rules.
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let name = path.dropFirst(folder.count)
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(directory) }
        let prefix = name + ".tmp-"
        var removed: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix), let writer = pid_t(entryName.dropFirst(prefix.count)),
                  writer > 0, !isAlive(writer)
            else { continue }
            let abandoned = folder + entryName
            if unlink(abandoned) == 0 { removed.append(abandoned) }
        }
        return removed.sorted()
    }

    /// Moves an unusable file aside (`name.corrupt`, `name.corrupt-2`, …) so nothing is lost, and
    /// returns where it went.
    public func keepAside() throws(StateFileError) -> String {
        var attempt = 1
        while attempt < 1_000 {
            let target = attempt == 1 ? path + ".corrupt" : path + ".corrupt-\(attempt)"
            if access(target, F_OK) != 0 {
                if rename(path, target) != 0 { throw failure() }
                return target
            }
            attempt += 1
        }
        throw StateFileError(path: path, reason: "too many files already kept aside")
    }

    /// `kill` with signal 0 delivers nothing; it only asks whether the process exists.
    private func isAlive(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    private func failure(_ file: String? = nil) -> StateFileError {
        StateFileError(path: file ?? path, reason: String(cString: strerror(errno)))
    }
}

/// The C library's `read`/`write`, named apart so they do not clash with the methods above.
private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
