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

/// The folder students handed their progress into: every `*.json` in it, read as data from outside
/// (regular files only, never a blocking open, at most `largest` bytes).
package struct ClassFolder {
    /// No progress file is near this; a larger one is not read.
    package static let largest = 4 * 1_024 * 1_024

    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// The `*.json` files by name, each read or with the reason it was not; `nil` when the folder
    /// itself cannot be listed.
    package func files() -> [HandedInFile]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            HandedInFile(file: name, contents: read(path.hasSuffix("/") ? path + name : path + "/" + name))
        }
    }

    private func read(_ file: String) -> HandedInFile.Contents {
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
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= Self.largest {
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable("cannot read it (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        guard bytes.count <= Self.largest else { return .unreadable("larger than 4 MB; no progress file is") }
        return .bytes(bytes)
    }
}

/// The system's `read`, which `ClassFolder.read(_:)` hides by its name.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
