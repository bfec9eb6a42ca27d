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
import Descriptors

/// The folder students handed their progress into: every `*.json` in it, read as data from outside
/// (regular files only, never a blocking open, at most `largest` bytes).
package struct ClassFolder {
    /// No progress file is near this; a larger one is not read.
    package static let largest = 4 * 1_024 * 1_024

    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// The `*.json` files by name (their bytes: a name need not be UTF-8), each read or with the
    /// reason it was not; `nil` when the folder itself cannot be listed.
    package func files() -> [HandedInFile]? {
        guard let names = Self.names(in: path) else { return nil }
        let json = Array(".json".utf8)
        return names.filter { $0.count > json.count && Array($0.suffix(json.count)) == json }
            .sorted { $0.lexicographicallyPrecedes($1) }
            .map { name in HandedInFile(name: name, contents: .unread(path: Array(path.utf8) + [UInt8(ascii: "/")] + name)) }
    }

    /// The entries of the folder at `path` as raw bytes, without `.` and `..`.
    private static func names(in path: String) -> [[UInt8]]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            var raw = entry.pointee.d_name
            let name = withUnsafeBytes(of: &raw) { Array($0.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }

    /// The file at `path` (bytes, as listed): its bytes, or why they could not be read.
    package static func contents(of path: [UInt8]) -> HandedInFile.Contents {
        let file = path.map { CChar(bitPattern: $0) } + [0]
        var status = stat()
        guard stat(file, &status) == 0 else { return .unreadable("cannot read it (\(String(cString: strerror(errno))))") }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            return .unreadable((status.st_mode & S_IFMT) == S_IFDIR ? "a folder, not a file" : "not a regular file")
        }
        guard status.st_size <= Self.largest else { return .unreadable("larger than 4 MB; no progress file is") }
        // O_NONBLOCK: a file swapped for a FIFO since the stat must not hang the report.
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable("cannot read it (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        let read = WholeRead(from: descriptor).chunks { chunk in
            bytes += chunk
            return bytes.count <= Self.largest
        }
        if case .failure(let failure) = read { return .unreadable("cannot read it (\(String(cString: strerror(failure.code))))") }
        guard bytes.count <= Self.largest else { return .unreadable("larger than 4 MB; no progress file is") }
        return .bytes(bytes)
    }
}
