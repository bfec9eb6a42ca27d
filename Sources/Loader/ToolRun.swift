import Dispatch
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

/// One run of an outside program (the compiler), its standard output and error together.
///
/// Spawned and read by hand, not with Foundation's `Process` and `FileHandle`: Ctrl-C while a
/// command runs interrupts system calls (see CInterrupt), and `FileHandle`'s read traps on the
/// interrupted call (a `try!` inside it) where this loop reads on.
struct ToolRun {
    /// Held while a pipe is made and flagged, and while a child is spawned (a serial queue as the
    /// lock: FoundationEssentials has no NSLock).
    private static let spawning = DispatchQueue(label: "podbay.ToolRun.spawning")

    let status: Int32
    let output: String
    /// The signal that ended the program, if one did (SIGINT: Ctrl-C reached it too).
    let signal: Int32?
    /// Whether it ran past its time limit and was killed for it (`signal` is then SIGKILL).
    let timedOut: Bool

    init(status: Int32, output: String, signal: Int32?, timedOut: Bool = false) {
        self.status = status
        self.output = output
        self.signal = signal
        self.timedOut = timedOut
    }

    /// Runs the program to its end, or, given `timeLimit` (seconds), until then: a program still
    /// running is killed and said `timedOut`, with what it wrote until then.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String], timeLimit: Double? = nil
    ) -> ToolRun {
        var ends: [Int32] = [0, 0]
        // Closed on exec: lint runs several at once, and a sibling's child must not inherit this
        // pipe's write end (this read would then wait for that child too). Made under the spawn
        // lock, so no spawn falls between the pipe and its flag.
        let made = spawning.sync {
            guard pipe(&ends) == 0 else { return false }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return true
        }
        guard made else { return ToolRun(status: -1, output: "cannot make a pipe", signal: nil) }
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = spawning.sync { posix_spawn(&child, path, &actions, nil, argv, envp) }
        close(ends[1])
        defer { close(ends[0]) }
        guard spawned == 0 else {
            return ToolRun(status: -1, output: "cannot run \(path): \(String(cString: strerror(spawned)))", signal: nil)
        }
        let deadline = timeLimit.map { monotonicSeconds() + $0 }
        let output = readToEnd(ends[0], until: deadline)
        let (waited, timedOut) = wait(for: child, until: deadline)
        // WIFEXITED / WTERMSIG are macros Swift does not import.
        let signal = waited & 0x7F
        return ToolRun(
            status: signal == 0 ? (waited >> 8) & 0xFF : -1, output: String(decoding: output, as: UTF8.self),
            signal: signal == 0 ? nil : signal, timedOut: timedOut)
    }

    /// The child's wait status; given a deadline, the child is waited for until then whether or
    /// not its output has closed (a program may close it and run on), and killed at it. Only a
    /// child killed here is said timed out: one that ended while something it started still held
    /// the pipe open did not run past its limit.
    private static func wait(for child: pid_t, until deadline: Double?) -> (status: Int32, timedOut: Bool) {
        var waited: Int32 = 0
        guard let deadline else {
            while waitpid(child, &waited, 0) < 0 && errno == EINTR {}
            return (waited, false)
        }
        while true {
            let reaped = waitpid(child, &waited, WNOHANG)
            if reaped == child || (reaped < 0 && errno != EINTR) { return (waited, false) }
            if monotonicSeconds() >= deadline {
                kill(child, SIGKILL)
                while waitpid(child, &waited, 0) < 0 && errno == EINTR {}
                return (waited, true)
            }
            usleep(5_000)
        }
    }

    /// Every byte until the end, or until the monotonic clock passes `deadline`.
    private static func readToEnd(_ descriptor: Int32, until deadline: Double?) -> [UInt8] {
        guard let deadline else { return readToEnd(descriptor) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            let left = deadline - monotonicSeconds()
            guard left > 0 else { return bytes }
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno != EINTR { return bytes }
            guard ready > 0 else { continue }
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += block[0..<count]
                // A program printing in an endless loop: its last words are the ones that matter.
                if bytes.count > 1 << 22 { bytes.removeFirst(bytes.count - (1 << 20)) }
            } else if count == 0 || errno != EINTR {
                return bytes
            }
        }
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }

    /// Every byte until the end, reading on after an interrupted call.
    static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += block[0..<count]
            } else if count == 0 || errno != EINTR {
                return bytes
            }
        }
    }
}
