#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small unlinked file the podbay the user started shares with the per-source podbays it runs:
/// each writes the path of the scene it opened, so that after a trap the parent names the code
/// that trapped and `reload` rebuilds it, even when the child had loaded other code since.
struct LoadReport {
    static let flag = "--load-report"
    let descriptor: Int32

    /// A new report file, open across `exec`; nil when none could be made.
    static func create() -> LoadReport? {
        var template = Array("/tmp/podbay-report-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        return LoadReport(descriptor: descriptor)
    }

    /// The report named on the command line (`--load-report N`), in a per-source podbay.
    static func named(in arguments: [String]) -> LoadReport? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
            let descriptor = Int32(arguments[index + 1]), fcntl(descriptor, F_GETFD) >= 0
        else { return nil }
        return LoadReport(descriptor: descriptor)
    }

    func write(_ path: String) {
        _ = ftruncate(descriptor, 0)
        let bytes = Array(path.utf8)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    func read() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
    }

    /// Kept open across the child's `exec`s.
    func shareWithChildren() {
        _ = fcntl(descriptor, F_SETFD, 0)
    }
}
