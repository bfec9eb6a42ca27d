import CInterrupt
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

/// One run of an outside program (the compiler, a check), its standard output and error together,
/// in a process group of its own (see `ChildProcess`).
///
/// Read by hand, not with Foundation's `FileHandle`: Ctrl-C while a command runs interrupts system
/// calls (see CInterrupt), and `FileHandle`'s read traps on the interrupted call (a `try!` inside
/// it) where this loop reads on.
struct ToolRun {
    let status: Int32
    let output: String
    /// The signal that ended the program, if one did (SIGINT: Ctrl-C, which stopped it).
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
    /// running is killed and said `timedOut`, with what it wrote until then. `temporary` is the
    /// folder it writes, removed if Podbay is ended meanwhile.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String], timeLimit: Double? = nil,
        temporary: String? = nil
    ) -> ToolRun {
        var launch = ChildProcess.Launch(executable: path, arguments: arguments, environment: environment)
        launch.temporary = temporary
        return run(launch, timeLimit: timeLimit)
    }

    /// Runs `launch` with its standard input from /dev/null and both outputs read here. Ctrl-C
    /// (SIGINT caught as a flag, see `Interrupt`) stops it; so does its end: what it started and
    /// left running is ended with it, so the read does not wait for those.
    /// `closingAfterStart`: descriptors of ours the child was given, closed here once it runs (so
    /// a pipe's reader sees its end when the child's group ends).
    static func run(_ launch: ChildProcess.Launch, timeLimit: Double? = nil, closingAfterStart: [Int32] = []) -> ToolRun {
        guard let ends = ChildProcess.makePipe() else {
            // The child never runs: its end of the caller's pipe is closed here all the same, or
            // the caller's read of that pipe would wait for a writer that is ours.
            closingAfterStart.forEach { close($0) }
            return ToolRun(status: -1, output: "cannot make a pipe", signal: nil)
        }
        var launch = launch
        launch.standardInput = .null
        launch.standardOutput = .descriptor(ends.write)
        launch.standardError = .descriptor(ends.write)
        let started = ChildProcess.start(launch)
        close(ends.write)
        closingAfterStart.forEach { close($0) }
        defer { close(ends.read) }
        let child: ChildProcess
        switch started {
        case .success(let running): child = running
        case .failure(let problem):
            return ToolRun(status: -1, output: "cannot run \(launch.executable): \(problem.reason)", signal: nil)
        }
        defer { child.finish() }
        let deadline = timeLimit.map { ChildProcess.monotonicSeconds() + $0 }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65_536)
        var waited: Int32?
        var stoppedBy: Int32?
        var timedOut = false
        // Once the child ended and its group was killed, what is left in the pipe is read at once;
        // a writer still holding it escaped the group (`setsid()` in a fork of the user's code)
        // and is not waited for: the read ends this long after the child did.
        var readUntil: Double?
        while true {
            if waited == nil, let status = child.waitOnce(options: WNOHANG) {
                waited = status
                // What it started may still hold the pipe open: they end with it.
                child.signalGroup(SIGKILL)
                readUntil = ChildProcess.monotonicSeconds() + Self.readAfterTheEnd
            }
            if let readUntil, ChildProcess.monotonicSeconds() >= readUntil { break }
            if waited == nil, stoppedBy == nil {
                if podbay_interrupt_requested() != 0 {
                    stoppedBy = SIGINT
                    child.signalGroup(SIGKILL)
                } else if let deadline, ChildProcess.monotonicSeconds() >= deadline {
                    stoppedBy = SIGKILL
                    timedOut = true
                    child.signalGroup(SIGKILL)
                }
            }
            var waiting = pollfd(fd: ends.read, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, 50)
            if ready < 0 && errno != EINTR { break }
            guard ready > 0 else { continue }
            let count = block.withUnsafeMutableBytes { read(ends.read, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += block[0..<count]
                // A program printing in an endless loop: its last words are the ones that matter.
                if bytes.count > 1 << 22 { bytes.removeFirst(bytes.count - (1 << 20)) }
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        // The output closed; a program may close it and run on: it is waited for as long as
        // it may run.
        while waited == nil && stoppedBy == nil {
            if let status = child.waitOnce(options: WNOHANG) {
                waited = status
            } else if podbay_interrupt_requested() != 0 {
                stoppedBy = SIGINT
            } else if let deadline, ChildProcess.monotonicSeconds() >= deadline {
                stoppedBy = SIGKILL
                timedOut = true
            } else {
                usleep(5_000)
            }
        }
        child.finish()
        let status = waited ?? child.lastStatus
        let output = String(decoding: bytes, as: UTF8.self)
        if let stoppedBy {
            return ToolRun(status: -1, output: output, signal: stoppedBy, timedOut: timedOut)
        }
        switch ChildProcess.end(status) {
        case .exited(let code): return ToolRun(status: code, output: output, signal: nil)
        case .signalled(let signal): return ToolRun(status: -1, output: output, signal: signal)
        }
    }

    /// How long a child's output is read after it ended (its group killed): what it wrote is in
    /// the pipe already, so this bounds only a writer that escaped the group.
    static let readAfterTheEnd = 1.0

    /// Every byte until the end, reading on after an interrupted call.
    static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        readToEnd(descriptor, stoppingAt: { nil })
    }

    /// Every byte until the end, or until the moment `stoppingAt` names (asked between reads; nil:
    /// none yet) has passed: a pipe a process outside the child's group holds open (a fork of the
    /// user's code that called `setsid()`) never ends, and is not waited for past it. At most
    /// `keeping + 1` bytes are kept, the rest read and dropped, so that a writer that floods the
    /// pipe neither blocks nor fills Podbay's memory: more than `keeping` says it wrote more.
    static func readToEnd(_ descriptor: Int32, keeping: Int = .max, stoppingAt: () -> Double?) -> [UInt8] {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, 50)
            if ready < 0 && errno != EINTR { return bytes }
            guard ready > 0 else {
                if let deadline = stoppingAt(), ChildProcess.monotonicSeconds() >= deadline { return bytes }
                continue
            }
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                let room = keeping - bytes.count
                // One past the room at most (never `keeping + 1`, which overflows at `.max`).
                if room >= 0 { bytes += block[0..<(count <= room ? count : room + 1)] }
            } else if count == 0 || errno != EINTR {
                return bytes
            }
        }
    }
}
