#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small unlinked file the podbay the user started shares with the loaded podbays it runs: each
/// writes the path of the scene it opens, so that after a trap the parent names the code that
/// trapped and `reload` rebuilds it, even when the child had loaded other code since; whether that
/// scene opened, and the build and path of the last scene that did, so a child that ends before
/// the user leaves (a trap in a `tap`, `exit()`, a loop in `roots()` after a reload) gives back the
/// scene that worked; the command
/// running, so a command stopped at its time limit is named; and the one that ends the session
/// (`quit`, the end of input) says so, so that any other end, `exit()` in the user's code, is told
/// apart and the session goes on.
struct LoadReport {
    let descriptor: Int32

    /// What a loaded podbay said.
    struct Said: Equatable {
        /// The path it opened last.
        let path: String?
        /// Whether the user left the session there.
        let left: Bool
        /// Whether the scene at `path` opened (its `roots()` or scene returned).
        var opened = false
        /// The command that was running, when one under the time limit was.
        var command: String?
        /// The last scene that opened: the build that carries it, and its path.
        var worked: Worked?
        /// Watch mode as `watch on|off` in a loaded podbay left it (nil: not switched there), so a
        /// scene opened again after a crash keeps it.
        var watching: Bool?
    }

    /// A scene that opened, to open again: the bare scene of `path`, or the lesson `lesson`
    /// whose scene it is.
    struct Worked: Equatable {
        let executable: String
        let path: String
        var lesson: String?
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

    /// The path being opened; the session goes on. The last scene that worked is kept.
    func write(_ path: String) {
        let said = read()
        store(Said(path: path, left: false, opened: false, command: nil, worked: said.worked, watching: said.watching))
    }

    /// The scene at the path written last opened, as the bare scene or as lesson `lesson`'s;
    /// `executable` carries it.
    func markOpened(executable: String, lesson: String?) {
        var said = read()
        guard let path = said.path else { return }
        said.opened = true
        said.worked = Worked(executable: executable, path: path, lesson: lesson)
        store(said)
    }

    /// Watch mode was switched on or off.
    func markWatching(_ on: Bool) {
        var said = read()
        said.watching = on
        store(said)
    }

    /// A command runs (under the time limit), or none (nil).
    func markRunning(_ command: String?) {
        var said = read()
        said.command = command
        store(said)
    }

    /// The user ends the session here (the first byte becomes `q`).
    func markLeft() {
        var quit = UInt8(ascii: "q")
        _ = pwrite(descriptor, &quit, 1, 0)
    }

    /// Whether the user left (read from the first byte alone: the parent asks while it waits).
    var hasLeft: Bool {
        var first: UInt8 = 0
        return pread(descriptor, &first, 1, 0) == 1 && first == UInt8(ascii: "q")
    }

    /// Forgets a previous child's leaving: a new one starts.
    func clearLeft() {
        var going = UInt8(ascii: "-")
        var first: UInt8 = 0
        guard pread(descriptor, &first, 1, 0) == 1 else { return }
        _ = pwrite(descriptor, &going, 1, 0)
    }

    /// The first byte (`-` going on, `q` left), then the fields, each ended by a zero byte: path,
    /// opened (`1`), command, the worked build's executable, path and lesson, watching (`1`, `0`).
    func read() -> Said {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return Said(path: nil, left: false) }
        let fields = buffer[1..<count].split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        func field(_ index: Int) -> String? { index < fields.count && !fields[index].isEmpty ? fields[index] : nil }
        var worked: Worked?
        if let executable = field(3), let path = field(4) { worked = Worked(executable: executable, path: path, lesson: field(5)) }
        return Said(
            path: field(0), left: buffer[0] == UInt8(ascii: "q"), opened: field(1) == "1", command: field(2), worked: worked,
            watching: field(6).map { $0 == "1" })
    }

    private func store(_ said: Said) {
        let fields = [
            said.path ?? "", said.opened ? "1" : "0", said.command ?? "", said.worked?.executable ?? "", said.worked?.path ?? "",
            said.worked?.lesson ?? "", said.watching.map { $0 ? "1" : "0" } ?? "",
        ]
        var bytes = [said.left ? UInt8(ascii: "q") : UInt8(ascii: "-")]
        for field in fields { bytes += Array(field.utf8) + [0] }
        _ = ftruncate(descriptor, 0)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
}
