import CInterrupt
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

/// Runs a loaded podbay (a podbay built with the user's code, see `UserCodeBuilder`): as a child
/// this process waits for, or in place of this process (a loaded podbay replacing itself with a
/// newer build, same process id, so the waiting parent keeps waiting for it).
package struct LoadedPodbay {
    /// How the loaded podbay ended.
    package enum End: Equatable, Sendable {
        case exited(Int32)
        /// Killed by a signal: a trap in the loaded code (SIGILL, SIGTRAP), Ctrl-C (SIGINT), its
        /// time limit (SIGALRM), or a kill.
        case signalled(Int32)
        case couldNotStart(String)
    }

    package let launch: ChildProcess.Launch

    package init(launch: ChildProcess.Launch) {
        self.launch = launch
    }

    /// How long a loaded podbay the user left (`quit`, the end of input) may take to end before
    /// its group is killed: it ends at once (`leave`), but its code may have made that slow.
    static let leavingSeconds = 2.0

    /// Starts the loaded podbay in a process group of its own, on this process's standard input,
    /// its descriptors 1 and 2 a socket for what the user's code writes (see `LoadedCodeSocket`),
    /// hands it the terminal, and waits for it. This process reads nothing
    /// meanwhile; Ctrl-C that reaches this process (not the terminal's: a kill, or a pipe) is
    /// passed on; Ctrl-Z stops both, and `fg` goes on with the loaded podbay; whatever it started
    /// ends with it; the terminal is taken back as this process had it. Once `hasLeft` (the user
    /// left there), the loaded podbay has `leavingSeconds` to end before its group is killed.
    /// Returns how it ended and what its code wrote that it never showed (a trap's report).
    package func runAndWait(hasLeft: () -> Bool = { false }) -> (end: End, leftover: [UInt8]) {
        let terminal = Terminal()
        let socket = LoadedCodeSocket.make()
        var launch = launch
        socket?.hand(to: &launch)
        let child: ChildProcess
        switch ChildProcess.start(launch) {
        case .success(let started): child = started
        case .failure(let problem):
            socket?.started()
            _ = socket?.leftover()
            return (.couldNotStart(problem.reason), [])
        }
        socket?.started()
        terminal.give(to: child.id)
        podbay_signals_forward_to(child.id)
        let end = wait(for: child, terminal: terminal, hasLeft: hasLeft)
        podbay_signals_forward_to(0)
        child.finish()
        terminal.takeBack()
        // After the whole group ended: nothing writes to the socket any more but an escaped process.
        return (end, socket?.leftover() ?? [])
    }

    private func wait(for child: ChildProcess, terminal: Terminal, hasLeft: () -> Bool) -> End {
        var passedOn = false
        var leftAt: Double?
        while true {
            guard let status = child.waitOnce(options: WUNTRACED | WNOHANG) else {
                let now = ChildProcess.monotonicSeconds()
                if leftAt == nil, hasLeft() { leftAt = now }
                if let leftAt, now - leftAt > Self.leavingSeconds { child.signalGroup(SIGKILL) }
                // A pause, not a blocking wait: a child that said it leaves and does not end is
                // noticed. A signal cuts it short; only then is the interrupt flag read, since it
                // stays set from a Ctrl-C an earlier child was already given.
                if poll(nil, 0, 25) < 0, errno == EINTR, podbay_interrupt_requested() != 0, !passedOn {
                    passedOn = true
                    child.signalGroup(SIGINT)
                }
                continue
            }
            if ChildProcess.isStop(status) {
                // Ctrl-Z stopped the loaded podbay: stop here too, so the shell has its terminal.
                // (The handler must not wait for the child's stop: this wait took it already.)
                terminal.takeBack()
                podbay_signals_forward_to(0)
                podbay_suspend()
                podbay_signals_forward_to(child.id)
                terminal.give(to: child.id)
                child.signalGroup(SIGCONT)
                continue
            }
            switch ChildProcess.end(status) {
            case .exited(let code): return .exited(code)
            case .signalled(let signal): return .signalled(signal)
            }
        }
    }

    /// Replaces this process with the loaded podbay; returns only when that failed, with the reason.
    package func replaceThisProcess() -> String {
        // An alarm outlives exec: the new build sets its own.
        Self.stopTimeLimit()
        // What the user's code wrote comes out before the new build says anything.
        LoadedCodeOutput.current?.drain()
        // What the old build's code started and left ends with it, as when a loaded podbay ends.
        Jail.endLeftovers()
        let argv = ([launch.executable] + launch.arguments).map { strdup($0) } + [nil]
        let envp = launch.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        for descriptor in launch.inherited { _ = fcntl(descriptor, F_SETFD, 0) }
        execve(launch.executable, argv, envp)
        let reason = String(cString: strerror(errno))
        for descriptor in launch.inherited { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return reason
    }

    /// What a loaded podbay does first: at a terminal it takes the foreground for its process
    /// group (its parent hands it over too: whichever runs first, it reads the terminal as its
    /// foreground, never stopped by SIGTTIN); Ctrl-C during a command ends it if the command has
    /// not ended a second later (code Podbay did not write does not look for Ctrl-C); and what the
    /// loaded code writes to descriptors 1 and 2 is shown through the gate, in order with Podbay's
    /// own output (`LoadedCodeOutput`), and with `transcript` (`--record`) appended there too. The
    /// descriptors handed over for that are kept from whatever the loaded code starts.
    package static func containThisProcess(transcript: String?) {
        Terminal().give(to: getpgrp())
        let output = LoadedCodeOutput.current
        let ownOutput = OwnStandardOutput.descriptor
        Jail.startLoadedPodbay()
        podbay_interrupt_contain(ownOutput)
        for descriptor in handedOver { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        unsetenv(OwnStandardOutput.environmentKey)
        unsetenv(LoadedCodeOutput.environmentKey)
        if let transcript { output?.copy(toTranscript: transcript) }
    }

    /// In a loaded podbay: the descriptors its parent handed over for its own output and for what
    /// the user's code writes, kept across `replaceThisProcess` (named again in `environment`).
    static var handedOver: [Int32] {
        (OwnStandardOutput.descriptor == STDOUT_FILENO ? [] : [OwnStandardOutput.descriptor])
            + (LoadedCodeOutput.current.map { [$0.socket] } ?? [])
    }

    /// In a loaded podbay: the environment a newer build replacing it is started with names the
    /// descriptors handed over (see `containThisProcess`).
    static func namingHandedOver(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        if OwnStandardOutput.descriptor != STDOUT_FILENO {
            environment[OwnStandardOutput.environmentKey] = String(OwnStandardOutput.descriptor)
        }
        if let output = LoadedCodeOutput.current { environment[LoadedCodeOutput.environmentKey] = String(output.socket) }
        return environment
    }

    /// In a loaded podbay whose user left (`quit`, the end of input), once Podbay's own state is
    /// saved: ends this process at once, with `status`, without running what the user's code
    /// registered with `atexit` (an endless loop there hung `quit`) or any other exit-time code.
    package static func leave(status: Int32) -> Never {
        LoadedCodeOutput.current?.drain()
        _exit(status)
    }

    /// In a loaded podbay: ends this process with SIGALRM after `seconds` unless stopped before.
    package static func startTimeLimit(seconds: Double) {
        podbay_time_limit_start(UInt32(max(1, seconds.rounded(.up))))
    }

    package static func stopTimeLimit() {
        podbay_time_limit_stop()
    }

    /// A signal's short name with what it is: `a Swift runtime trap (SIGILL)`.
    package static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "a Swift runtime trap (SIGILL)"
        case SIGTRAP: "a Swift runtime trap (SIGTRAP)"
        // The runtime's words follow (`failed to allocate`, an `unowned` reference read after its
        // object was freed): C's `abort()` would send a Swift learner the wrong way.
        case SIGABRT: "an abort (SIGABRT)"
        default: describe(signal)
        }
    }

    /// How a signal's death reads: `SIGILL`, with what usually causes it in Swift.
    package static func describe(_ signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: "a Swift runtime trap (SIG\(signal == SIGILL ? "ILL" : "TRAP"): a force-unwrapped nil, an index out of range, a failed precondition, fatalError)"
        case SIGSEGV: "a crash (SIGSEGV: memory that was not the program's)"
        case SIGBUS: "a crash (SIGBUS)"
        case SIGABRT: "an abort (SIGABRT: abort(), or a failed assert in C)"
        case SIGKILL: "SIGKILL (killed from outside, or out of memory)"
        case SIGINT: "Ctrl-C (SIGINT)"
        case SIGALRM: "its time limit (SIGALRM)"
        default: "signal \(signal)"
        }
    }
}

/// The terminal on standard input, when there is one: its settings as found, and its foreground
/// process group, handed to a loaded podbay and taken back.
private struct Terminal {
    private let settings: termios?

    init() {
        var found = termios()
        settings = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &found) == 0 ? found : nil
    }

    /// Makes `group` the terminal's foreground process group, so Ctrl-C and Ctrl-Z reach it.
    func give(to group: pid_t) {
        guard settings != nil else { return }
        Self.whileBackground { _ = tcsetpgrp(STDIN_FILENO, group) }
    }

    /// This process's group in the foreground again, with the terminal's settings as found (a
    /// loaded podbay killed mid-line leaves libedit's).
    func takeBack() {
        guard var settings else { return }
        Self.whileBackground {
            _ = tcsetpgrp(STDIN_FILENO, getpgrp())
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
    }

    /// A process outside the terminal's foreground that changes it is stopped by SIGTTOU unless it
    /// blocks that signal, as shells do.
    private static func whileBackground(_ body: () -> Void) {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTTOU)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        body()
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
