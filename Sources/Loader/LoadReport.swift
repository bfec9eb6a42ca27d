#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small unlinked file the podbay the user started shares with the loaded podbays it runs: each
/// writes the path of the scene it opened, so that after a trap the parent names the code that
/// trapped and `reload` rebuilds it, even when the child had loaded other code since; and the one
/// that ends the session (`quit`, the end of input) says so, so that any other end, `exit()` in
/// the user's code, is told apart and the session goes on.
struct LoadReport {
    let descriptor: Int32

    /// What a loaded podbay said.
    struct Said: Equatable {
        /// The path it opened last.
        let path: String?
        /// Whether the user left the session there.
        let left: Bool
    }

    /// A new report file, open across `exec`; nil when none could be made.
    static func create() -> LoadReport? {
        var template = Array("/tmp/podbay-report-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return LoadReport(descriptor: descriptor)
    }

    /// The path opened; the session goes on (the first byte, `-`, says so).
    func write(_ path: String) {
        _ = ftruncate(descriptor, 0)
        let bytes = Array(("-" + path).utf8)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// The user ends the session here (the first byte becomes `q`).
    func markLeft() {
        var quit = UInt8(ascii: "q")
        _ = pwrite(descriptor, &quit, 1, 0)
    }

    /// Forgets a previous child's leaving: a new one starts.
    func clearLeft() {
        var going = UInt8(ascii: "-")
        var first: UInt8 = 0
        guard pread(descriptor, &first, 1, 0) == 1 else { return }
        _ = pwrite(descriptor, &going, 1, 0)
    }

    func read() -> Said {
        var buffer = [UInt8](repeating: 0, count: 4097)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return Said(path: nil, left: false) }
        let path = String(decoding: buffer[1..<count], as: UTF8.self)
        return Said(path: path.isEmpty ? nil : path, left: buffer[0] == UInt8(ascii: "q"))
    }
}
