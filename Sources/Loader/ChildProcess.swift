import CInterrupt
import CJail
import Dispatch
import TextSafety
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

/// A program Podbay starts (the compiler, a loaded podbay, a check) in a process group of its own,
/// so that it ends with everything it started: at its time limit, on Ctrl-C, and when Podbay itself
/// is ended by SIGTERM or SIGHUP (the group is registered with CInterrupt's handlers for that).
///
/// Spawned with `posix_spawn` and waited for by hand, not with Foundation's `Process`: Ctrl-C while
/// a command runs interrupts system calls (see CInterrupt), and `Process` offers no process group.
package final class ChildProcess {
    /// Where one of the child's standard descriptors goes.
    package enum Stream: Sendable {
        case inherited
        case null
        /// This descriptor of ours.
        case descriptor(Int32)
    }

    /// What to start, and how.
    package struct Launch {
        package var executable: String
        package var arguments: [String]
        /// The child's whole environment.
        package var environment: [String: String]
        package var standardInput: Stream = .inherited
        package var standardOutput: Stream = .inherited
        package var standardError: Stream = .inherited
        /// Descriptors of ours the child keeps, at the same numbers.
        package var inherited: [Int32] = []
        /// Descriptors of ours given to the child at another number: (ours, the child's).
        package var moved: [(ours: Int32, theirs: Int32)] = []
        /// A folder the child writes (a build), removed if Podbay is ended while the child runs.
        package var temporary: String?
        /// A descriptor of ours the child (a loaded podbay whose standard error is relayed) writes
        /// its own diagnostics to, at a number `OwnStandardError` reads from its environment. No
        /// other child is told of one, even one a loaded podbay starts.
        package var ownStandardError: Int32?
        /// The child runs code Podbay did not write (a check, a loaded podbay): see `Jail`.
        package var confinement: Jail.Confinement?

        package init(executable: String, arguments: [String], environment: [String: String]) {
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
        }
    }

    /// How the child ended.
    package enum End: Equatable, Sendable {
        case exited(Int32)
        /// Killed by a signal: a trap (SIGILL, SIGTRAP), Ctrl-C (SIGINT), a kill.
        case signalled(Int32)
    }

    /// Held while a pipe is made and flagged, and while a child is spawned: lint starts several
    /// at once, and a sibling's child must not inherit another's pipe.
    /// A serial queue as the lock: FoundationEssentials has no NSLock.
    private static let spawning = DispatchQueue(label: "podbay.ChildProcess.spawning")

    /// The child's process id, which is also its group's.
    package let id: Int32
    private let slot: Int32
    private var reaped = false
    private var forgotten = false
    /// Spawned by `Jail`: what it leaves is ended when it is forgotten.
    private let confined: Bool
    /// The wait status the child ended with, once it was waited for.
    package private(set) var lastStatus: Int32 = 0

    private init(id: Int32, slot: Int32, confined: Bool) {
        self.id = id
        self.slot = slot
        self.confined = confined
    }

    /// Starts the child in a new process group, its signals at their defaults and none blocked;
    /// or why it could not start.
    package static func start(_ launch: Launch) -> Result<ChildProcess, ChildProcessProblem> {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The same actions for a confined child, which `Jail` spawns (-1: /dev/null).
        var jailMoves: [(source: Int32, target: Int32)] = []
        for (stream, number) in [(launch.standardInput, Int32(0)), (launch.standardOutput, 1), (launch.standardError, 2)] {
            switch stream {
            case .inherited: break
            case .null:
                posix_spawn_file_actions_addopen(&actions, number, "/dev/null", number == 0 ? O_RDONLY : O_WRONLY, 0)
                jailMoves.append((-1, number))
            case .descriptor(let ours):
                posix_spawn_file_actions_adddup2(&actions, ours, number)
                jailMoves.append((ours, number))
            }
        }
        var environment = launch.confinement.map { Jail.environment(launch.environment, for: $0) } ?? launch.environment
        environment[OwnStandardError.environmentKey] = nil
        var moved = launch.moved
        if let own = launch.ownStandardError {
            // Above every descriptor the other actions use, so it replaces none of them.
            let streams = [launch.standardInput, launch.standardOutput, launch.standardError].compactMap { stream -> Int32? in
                if case .descriptor(let ours) = stream { return ours }
                return nil
            }
            let used = [2, own] + streams + launch.inherited + launch.moved.flatMap { [$0.ours, $0.theirs] }
            let number = (used.max() ?? 2) + 1
            moved.append((own, number))
            environment[OwnStandardError.environmentKey] = String(number)
        }
        for (ours, theirs) in moved {
            posix_spawn_file_actions_adddup2(&actions, ours, theirs)
            jailMoves.append((ours, theirs))
        }
        // Its own group (0: the child's id), every signal at its default (an ignored SIGINT is
        // inherited across exec otherwise), none blocked.
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        let defaultSignals = [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGALRM, SIGCHLD]
        for signal in defaultSignals {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([launch.executable] + launch.arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }.sorted { strcmp($0, $1) < 0 } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        #if os(Linux)
        let jailed = launch.confinement != nil
        #else
        let jailed = false
        #endif
        var child: pid_t = 0
        var slot: Int32 = -1
        let status: Int32 = spawning.sync {
            for descriptor in launch.inherited { _ = fcntl(descriptor, F_SETFD, 0) }
            defer { for descriptor in launch.inherited { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) } }
            let status = if jailed, let confinement = launch.confinement {
                Jail.spawn(&child, launch.executable, argv, envp, moves: jailMoves, defaults: defaultSignals, confinement: confinement)
            } else {
                posix_spawn(&child, launch.executable, &actions, &attributes, argv, envp)
            }
            // Registered while spawning is held: `Jail.release` (holding it too) ends only what is not.
            if status == 0 { slot = launch.temporary.map { podbay_children_add(child, $0) } ?? podbay_children_add(child, nil) }
            return status
        }
        guard status == 0 else { return .failure(ChildProcessProblem(String(cString: strerror(status)))) }
        // The parent sets the group too: whichever of the two runs first, no signal finds it unset.
        _ = setpgid(child, child)
        return .success(ChildProcess(id: child, slot: slot, confined: jailed))
    }

    /// Marks every descriptor above the standard three closed on exec: what started this podbay
    /// may have left some open (a test harness's socket, an editor's pipe), and every child would
    /// inherit them, down to what the user's code starts (a process of theirs holding a harness's
    /// socket kept it waiting for good). Call at start-up in the podbay the user started; a loaded
    /// podbay's own descriptors are handed to it by number and kept.
    package static func keepInheritedDescriptorsFromChildren() {
        for descriptor in openDescriptors() where descriptor > 2 {
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 && flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    /// This process's open descriptors: read from /proc on Linux (a few entries, where the limit
    /// may be a million), else the first 1024 numbers.
    private static func openDescriptors() -> [Int32] {
        #if os(Linux)
        if let folder = opendir("/proc/self/fd") {
            defer { closedir(folder) }
            var found: [Int32] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if let number = Int32(name) { found.append(number) }
            }
            return found
        }
        #endif
        return Array(0..<1024)
    }

    /// A pipe whose two ends are closed on exec (a child gets an end only by `Launch`).
    package static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        let made = spawning.sync {
            guard pipe(&ends) == 0 else { return false }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return true
        }
        return made ? (ends[0], ends[1]) : nil
    }

    /// Sends `signal` to the child and everything in its group (which outlives the child while
    /// something it started runs on).
    package func signalGroup(_ signal: Int32) {
        kill(-id, signal)
    }

    /// One `waitpid` for the child; nil when it has not changed (with `WNOHANG`) or the wait was
    /// interrupted; the raw status otherwise (a stop, with `WUNTRACED`).
    package func waitOnce(options: Int32 = 0) -> Int32? {
        guard !reaped else { return nil }
        var status: Int32 = 0
        let result = waitpid(id, &status, options)
        if result == id {
            // WIFSTOPPED: the low byte 0x7f; such a child is not gone.
            if status & 0xFF != 0x7F {
                reaped = true
                lastStatus = status
            }
            return status
        }
        if result < 0 && errno == ECHILD { reaped = true }
        return nil
    }

    /// What a raw wait status says of the end (WIFEXITED and WTERMSIG are macros Swift lacks).
    package static func end(_ status: Int32) -> End {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// Whether a raw wait status is a stop (Ctrl-Z) rather than an end.
    package static func isStop(_ status: Int32) -> Bool {
        status & 0xFF == 0x7F
    }

    /// Ends whatever is left of the group (what the child started and left running) and forgets
    /// it; waits for the child when it was not waited for yet.
    package func finish() {
        kill(-id, SIGKILL)
        while !reaped {
            var status: Int32 = 0
            let result = waitpid(id, &status, 0)
            if result == id { lastStatus = status }
            if result == id || (result < 0 && errno != EINTR) { reaped = true }
        }
        forget()
    }

    deinit {
        forget()
    }

    private func forget() {
        guard !forgotten else { return }
        forgotten = true
        podbay_children_remove(slot)
        if confined { Self.spawning.sync { Jail.release() } }
    }

    /// The monotonic clock, in seconds.
    package static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}

/// Why a child could not start.
package struct ChildProcessProblem: Error, Sendable {
    package let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
