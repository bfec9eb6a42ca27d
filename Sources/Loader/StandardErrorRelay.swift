import Dispatch
import TextSafety
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loaded podbay's standard error, shown on this process's through `TerminalGuard`: what the
/// loaded code writes there, and the Swift runtime's message when that code traps
/// (`Fatal error: <the learner's own text>`), are outside text, whose escape sequences must be
/// shown, never obeyed. The loaded podbay's own diagnostics do not pass here: it is handed this
/// process's standard error at another number (`OwnStandardError`).
///
/// Read on a thread of its own while the loaded podbay runs, so it never blocks on a full pipe.
final class StandardErrorRelay: @unchecked Sendable {
    // @unchecked: `ended` is read and written under `lock`; the rest is set once.
    /// The end the loaded podbay writes to, as its standard error.
    let writeEnd: Int32
    /// This process's standard error, for the loaded podbay's own diagnostics.
    let ownCopy: Int32
    private let readEnd: Int32
    private let done = DispatchSemaphore(value: 0)
    /// A serial queue as the lock: FoundationEssentials has no NSLock.
    private let lock = DispatchQueue(label: "podbay.StandardErrorRelay")
    private var ended = false

    /// A pause this long in the pipe, once the loaded podbay ended, ends the relay: something it
    /// left running may hold the pipe open, and must not hold the prompt.
    private static let quietMilliseconds: Int32 = 200

    /// The pipe and the thread reading it; nil when no pipe could be made (the loaded podbay then
    /// writes to this process's standard error directly, as before).
    static func start() -> StandardErrorRelay? {
        guard let pipe = ChildProcess.makePipe() else { return nil }
        let own = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
        guard own >= 0 else {
            close(pipe.read)
            close(pipe.write)
            return nil
        }
        return StandardErrorRelay(readEnd: pipe.read, writeEnd: pipe.write, ownCopy: own)
    }

    private init(readEnd: Int32, writeEnd: Int32, ownCopy: Int32) {
        self.readEnd = readEnd
        self.writeEnd = writeEnd
        self.ownCopy = ownCopy
        DispatchQueue.global().async { [self] in
            relay()
            done.signal()
        }
    }

    /// The loaded podbay has its copies: this process's are closed, so the pipe ends with it.
    func started() {
        close(writeEnd)
        close(ownCopy)
    }

    /// The loaded podbay ended: what it wrote last is shown before this returns.
    func finish() {
        lock.sync { ended = true }
        done.wait()
        close(readEnd)
    }

    private func relay() {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var waiting = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Self.quietMilliseconds)
            if ready == 0 {
                if lock.sync(execute: { ended }) { break }
                continue
            }
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            let count = read(readEnd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            pending += buffer[0..<count]
            let whole = Self.wholeCharacters(pending)
            show(pending[..<whole])
            pending.removeFirst(whole)
        }
        show(pending[...])
    }

    private func show(_ bytes: ArraySlice<UInt8>) {
        guard !bytes.isEmpty else { return }
        _ = writeWhole(Array(TerminalGuard.guarded(String(decoding: bytes, as: UTF8.self)).utf8), to: STDERR_FILENO)
    }

    /// How many leading bytes end on a whole UTF-8 character: a character split between two reads
    /// waits for its rest rather than being shown as two replacement marks.
    static func wholeCharacters(_ bytes: [UInt8]) -> Int {
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
}
