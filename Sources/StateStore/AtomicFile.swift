#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Descriptors

/// A file that is replaced whole or not at all, and read as data from outside.
///
/// Writing goes to a temporary file beside the target, is flushed with `fsync`, then renamed over
/// the target: a reader (or a crash midway) sees either the previous contents or the new ones. A
/// symbolic link to a regular file is written through (its target is replaced, the link stays).
///
/// Reading accepts only a regular file of at most `sizeLimit` bytes: a FIFO, a device or a directory
/// in its place is refused without a blocking read (it is opened with `O_NONBLOCK` and checked with
/// `fstat`), so a planted `/dev/zero` or FIFO can neither hang nor exhaust Podbay.
package struct AtomicFile: Sendable {
    /// The largest state file read, in bytes, unless a file says otherwise.
    package static let defaultSizeLimit = 4 << 20

    package let path: String
    package let sizeLimit: Int

    package init(path: String, sizeLimit: Int = AtomicFile.defaultSizeLimit) {
        self.path = path
        self.sizeLimit = sizeLimit
    }

    /// What reading found.
    package enum Contents: Equatable, Sendable {
        case missing
        case bytes([UInt8])
    }

    /// Which version of the file is on disk: device, inode, size and change times. A writer that
    /// replaced the file (rename gives a new inode) or touched it changes the stamp, so a reader
    /// that has seen this stamp knows the contents without reading them again.
    package struct Stamp: Equatable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: [Int]
        let changed: [Int]
    }

    /// The stamp of the file now, or `nil` when it is missing or not a regular file.
    package func stamp() -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Glibc)
        let modified = [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
        let changed = [Int(status.st_ctim.tv_sec), Int(status.st_ctim.tv_nsec)]
        #else
        let modified = [Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec)]
        let changed = [Int(status.st_ctimespec.tv_sec), Int(status.st_ctimespec.tv_nsec)]
        #endif
        return Stamp(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: modified, changed: changed)
    }

    /// Reads the whole file; a missing file is not an error, anything else unreadable is.
    package func read() throws(StateFileProblem) -> Contents {
        try Self.read(path, limit: sizeLimit)
    }

    /// Reads the file at `path` (see `read()`).
    static func read(_ path: String, limit: Int) throws(StateFileProblem) -> Contents {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return .missing }
            throw failure(path)
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) != 0 { throw failure(path) }
        if let kind = Self.notRegular(status.st_mode) {
            throw StateFileProblem(path: path, reason: kind)
        }
        if Int(status.st_size) > limit { throw tooLarge(path, limit: limit) }
        var bytes: [UInt8] = []
        let read = WholeRead(from: descriptor).chunks { chunk in
            bytes.append(contentsOf: chunk)
            // The file may grow while it is read; the limit holds all the same.
            return bytes.count <= limit
        }
        if case .failure(let failure) = read { throw StateFileProblem.system(path: path, code: failure.code) }
        if bytes.count > limit { throw tooLarge(path, limit: limit) }
        return .bytes(bytes)
    }

    /// Replaces the file with `bytes`: temporary file, `fsync`, `rename`, with termination signals
    /// held off meanwhile.
    package func write(_ bytes: [UInt8]) throws(StateFileProblem) {
        let target = resolvedPath
        let temporary = target + ".tmp-\(getpid())"
        try SignalShield.run { () throws(StateFileProblem) in
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if descriptor < 0 { throw Self.failure(temporary) }
            do throws(StateFileProblem) {
                try Self.writeAll(bytes, to: descriptor, path: temporary)
                if fsync(descriptor) != 0 { throw Self.failure(temporary) }
            } catch {
                close(descriptor)
                unlink(temporary)
                throw error
            }
            close(descriptor)
            if rename(temporary, target) != 0 {
                let error = Self.failure(target)
                unlink(temporary)
                throw error
            }
        }
    }

    /// Adds `bytes` at the end of the file (creating it), with termination signals held off. Only a
    /// regular file is appended to. With `terminator`, a file that does not end with it (cut short,
    /// or edited by hand) gets one first, so what is added starts a record of its own.
    package func append(_ bytes: [UInt8], after terminator: UInt8? = nil) throws(StateFileProblem) {
        let target = resolvedPath
        try SignalShield.run { () throws(StateFileProblem) in
            let descriptor = open(target, O_RDWR | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o600)
            if descriptor < 0 { throw Self.failure(target) }
            defer { close(descriptor) }
            var status = stat()
            if fstat(descriptor, &status) != 0 { throw Self.failure(target) }
            if let kind = Self.notRegular(status.st_mode) { throw StateFileProblem(path: target, reason: kind) }
            var last: UInt8 = 0
            if let terminator, status.st_size > 0, pread(descriptor, &last, 1, status.st_size - 1) == 1, last != terminator {
                try Self.writeAll([terminator] + bytes, to: descriptor, path: target)
            } else {
                try Self.writeAll(bytes, to: descriptor, path: target)
            }
        }
    }

    /// The temporary files that writers killed midway (`kill -9`, a power cut) left beside this
    /// one, oldest name first. A temporary whose writer is still alive, in another session, is not
    /// listed.
    package func abandonedTemporaries() -> [String] {
        let target = resolvedPath
        // Everything up to the last slash, kept with it, so joining a name back needs no rules.
        let folder = target.lastIndex(of: "/").map { String(target[...$0]) } ?? ""
        let name = target.dropFirst(folder.count)
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(directory) }
        let prefix = name + ".tmp-"
        var found: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix), let writer = pid_t(entryName.dropFirst(prefix.count)),
                  writer > 0, !isAlive(writer)
            else { continue }
            found.append(folder + entryName)
        }
        return found.sorted()
    }

    /// Deletes the temporaries of `abandonedTemporaries()` and returns their paths.
    @discardableResult
    package func removeAbandonedTemporaries() -> [String] {
        abandonedTemporaries().filter { unlink($0) == 0 }
    }

    /// Reads a temporary found by `abandonedTemporaries()` (same checks and limit as `read()`).
    package func readTemporary(_ temporary: String) throws(StateFileProblem) -> Contents {
        try Self.read(temporary, limit: sizeLimit)
    }

    /// Moves an unusable file aside (`name.corrupt`, `name.corrupt-2`, …) so nothing is lost, and
    /// returns where it went. A symbolic link is moved itself, not what it points at.
    package func keepAside() throws(StateFileProblem) -> String {
        var attempt = 1
        while attempt < 1_000 {
            let target = attempt == 1 ? path + ".corrupt" : path + ".corrupt-\(attempt)"
            var status = stat()
            if lstat(target, &status) != 0 && errno == ENOENT {
                if rename(path, target) != 0 { throw Self.failure(path) }
                return target
            }
            attempt += 1
        }
        throw StateFileProblem(path: path, reason: "too many files already kept aside")
    }

    /// Where writes go: the target of a symbolic link that leads to a regular file, else `path`.
    var resolvedPath: String {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
              stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
              let resolved = realpath(path, nil)
        else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Why a file of this mode is not read as state, or `nil` for a regular file.
    private static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a directory, not a file"
        case S_IFIFO: "is a FIFO (named pipe), not a regular file"
        case S_IFCHR, S_IFBLK: "is a device, not a regular file"
        case S_IFSOCK: "is a socket, not a regular file"
        default: "is not a regular file"
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(StateFileProblem) {
        if case .failure(let failure) = WholeWrite(to: descriptor).write(bytes) {
            // A write that wrote nothing without an error is a full disk in all but name.
            throw StateFileProblem.system(path: path, code: failure.code == 0 ? ENOSPC : failure.code)
        }
    }

    /// `kill` with signal 0 delivers nothing; it only asks whether the process exists.
    private func isAlive(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    private static func tooLarge(_ path: String, limit: Int) -> StateFileProblem {
        StateFileProblem(path: path, reason: "larger than \(limit) bytes, more than a state file ever holds")
    }

    private static func failure(_ path: String) -> StateFileProblem {
        StateFileProblem.system(path: path)
    }
}

