import Foundation

/// One run of an outside program (the compiler), its standard output and error together.
///
/// Spawned and read by hand, not with Foundation's `Process` and `FileHandle`: Ctrl-C while a
/// command runs interrupts system calls (see CInterrupt), and `FileHandle`'s read traps on the
/// interrupted call (a `try!` inside it) where this loop reads on.
struct ToolRun {
    let status: Int32
    let output: String
    /// The signal that ended the program, if one did (SIGINT: Ctrl-C reached it too).
    let signal: Int32?
    /// Whether it ran past its time limit and was killed for it (`signal` is then SIGKILL).
    var timedOut = false

    /// Runs the program to its end, or, given `timeLimit` (seconds), until then: a program still
    /// running is killed and said `timedOut`, with what it wrote until then.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String], timeLimit: Double? = nil
    ) -> ToolRun {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return ToolRun(status: -1, output: "cannot make a pipe", signal: nil) }
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
        let spawned = posix_spawn(&child, path, &actions, nil, argv, envp)
        close(ends[1])
        defer { close(ends[0]) }
        guard spawned == 0 else {
            return ToolRun(status: -1, output: "cannot run \(path): \(String(cString: strerror(spawned)))", signal: nil)
        }
        let (output, endedInTime) = readToEnd(ends[0], until: timeLimit.map { monotonicSeconds() + $0 })
        if !endedInTime { kill(child, SIGKILL) }
        var waited: Int32 = 0
        while waitpid(child, &waited, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WTERMSIG are macros Swift does not import.
        let signal = waited & 0x7F
        var run = ToolRun(
            status: signal == 0 ? (waited >> 8) & 0xFF : -1, output: String(decoding: output, as: UTF8.self),
            signal: signal == 0 ? nil : signal)
        run.timedOut = !endedInTime
        return run
    }

    /// Every byte until the end, or until the monotonic clock passes `deadline` (then `ended` is
    /// false: the writer still holds the pipe open).
    private static func readToEnd(_ descriptor: Int32, until deadline: Double?) -> (bytes: [UInt8], ended: Bool) {
        guard let deadline else { return (readToEnd(descriptor), true) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            let left = deadline - monotonicSeconds()
            guard left > 0 else { return (bytes, false) }
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno != EINTR { return (bytes, true) }
            guard ready > 0 else { continue }
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += block[0..<count]
                // A program printing in an endless loop: its last words are the ones that matter.
                if bytes.count > 1 << 22 { bytes.removeFirst(bytes.count - (1 << 20)) }
            } else if count == 0 || errno != EINTR {
                return (bytes, true)
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
