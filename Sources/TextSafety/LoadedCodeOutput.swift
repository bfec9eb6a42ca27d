import Descriptors
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// In a loaded podbay: everything the user's code writes to descriptors 1 and 2 (`print`, a
/// `FileHandle`, `write(2)`, a process it starts) shown through the gate, in order with Podbay's
/// own output.
///
/// The podbay the user started makes descriptors 1 and 2 of the loaded podbay one socket and hands
/// over the reading end at the number `PODBAY_LOADED_OUTPUT` names (Podbay's own output goes to
/// `OwnStandardOutput`). What arrives is shown with every control character spelt out
/// (`OutsideText`), so loaded code can neither clear the screen nor move the cursor to forge a
/// prompt. Podbay's sinks and the prompt call `drain()` before they write, so what the code wrote
/// before comes out before; a thread shows what it writes meanwhile (a long `print` loop never
/// blocks on a full socket).
///
/// A line that reads like the Swift runtime's report of a trap (`…: Fatal error: …`) is left in
/// the socket by the thread for `trapHoldSeconds`: when the process dies of it meanwhile, the
/// podbay that started it reads it there (with the stack trace after it) and says it in one line.
/// A line the code merely printed comes out after the pause, or at once when Podbay writes.
package final class LoadedCodeOutput: @unchecked Sendable {
    // @unchecked: every field below `socket` is read and written under `lock`.
    package static let environmentKey = "PODBAY_LOADED_OUTPUT"

    /// The runtime's words for a trap, as the start of its report's line.
    package static let trapWords = ["Fatal error", "Precondition failed", "Assertion failed"]

    /// How long a line that reads like a trap report waits for the process to die of it.
    static let trapHoldSeconds = 1.0

    /// In a loaded podbay, the one (its thread started on first use); nil anywhere else.
    package static let current: LoadedCodeOutput? = {
        var status = stat()
        guard let text = getenv(environmentKey).map({ String(cString: $0) }), let number = Int32(text), number > 2,
            fstat(number, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK
        else { return nil }
        return LoadedCodeOutput(socket: number)
    }()

    /// The reading end of the socket.
    package let socket: Int32
    private let lock = DispatchQueue(label: "podbay.LoadedCodeOutput")
    /// The `--record` transcript, appended to, or -1.
    private var transcript: Int32 = -1
    /// The start of a UTF-8 character split between two reads.
    private var pending: [UInt8] = []
    /// When the thread first found a trap-like line at the front of the socket.
    private var heldSince: Double?
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    private init(socket: Int32) {
        self.socket = socket
        DispatchQueue.global().async { [self] in watch() }
    }

    /// Appends what the loaded code writes to the transcript at `path` too (`--record`).
    package func copy(toTranscript path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        lock.sync { transcript = descriptor }
    }

    /// Shows everything the loaded code has written so far: call before writing Podbay's own text.
    package func drain() {
        lock.sync { _ = take(holdingTraps: false) }
    }

    /// What a look at the socket found, once what it held was shown.
    private enum Found {
        case empty
        /// A trap-like line waits at the front.
        case holding
        /// Nothing can arrive any more: the code closed descriptors 1 and 2, or the socket failed.
        case ended
    }

    private func watch() {
        var found = Found.empty
        while found != .ended {
            if found == .holding {
                usleep(50_000)
            } else {
                var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                if poll(&waiting, 1, -1) < 0 && errno != EINTR { return }
            }
            found = lock.sync { take(holdingTraps: true) }
        }
    }

    /// Reads and shows what waits in the socket; with `holdingTraps`, stops before a trap-like line
    /// younger than `trapHoldSeconds`.
    private func take(holdingTraps: Bool) -> Found {
        while true {
            let peeked = recv(socket, &buffer, buffer.count, Int32(MSG_PEEK | MSG_DONTWAIT))
            if peeked < 0 && errno == EINTR { continue }
            guard peeked > 0 else {
                heldSince = nil
                return peeked < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? .empty : .ended
            }
            var count = peeked
            if holdingTraps, let start = Self.trapLineStart(in: buffer[0..<peeked]) {
                if start > 0 {
                    count = start
                } else {
                    let now = Self.now()
                    let since = heldSince ?? now
                    heldSince = since
                    if now - since < Self.trapHoldSeconds { return .holding }
                }
            }
            heldSince = nil
            let taken = recv(socket, &buffer, count, Int32(MSG_DONTWAIT))
            guard taken > 0 else { return .empty }
            show(buffer[0..<taken])
        }
    }

    private func show(_ bytes: ArraySlice<UInt8>) {
        pending += bytes
        let whole = Self.wholeCharacters(pending)
        guard whole > 0 else { return }
        let text = OutsideText.visible(String(decoding: pending[..<whole], as: UTF8.self), keeping: ["\n", "\t"])
        pending.removeFirst(whole)
        _ = WholeWrite(to: OwnStandardOutput.descriptor).write(text.utf8)
        if transcript >= 0 { _ = WholeWrite(to: transcript).write(text.utf8) }
    }

    /// Where the first line that holds one of `trapWords` begins, if one does.
    package static func trapLineStart(in bytes: ArraySlice<UInt8>) -> Int? {
        let words = trapWords.map { Array($0.utf8) }
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                lineStart = index + 1
            } else if words.contains(where: { bytes[index...].starts(with: $0) }) {
                return lineStart - bytes.startIndex
            }
            index += 1
        }
        return nil
    }

    /// How many leading bytes end on a whole UTF-8 character: a character split between two reads
    /// waits for its rest rather than being shown as two replacement marks.
    package static func wholeCharacters(_ bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            guard byte & 0xC0 == 0x80 else {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return length > back ? bytes.count - back : bytes.count
            }
        }
        return bytes.count
    }

    private static func now() -> Double {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        return Double(clock.tv_sec) + Double(clock.tv_nsec) / 1_000_000_000
    }
}
