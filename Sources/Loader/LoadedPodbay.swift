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

    /// Starts the loaded podbay in a process group of its own, on this process's standard input
    /// and output (its standard error relayed, see `StandardErrorRelay`), hands it the terminal,
    /// and waits for it. This process reads nothing
    /// meanwhile; Ctrl-C that reaches this process (not the terminal's: a kill, or a pipe) is
    /// passed on; Ctrl-Z stops both, and `fg` goes on with the loaded podbay; whatever it started
    /// ends with it; the terminal is taken back as this process had it.
    package func runAndWait() -> End {
        let terminal = Terminal()
        let relay = StandardErrorRelay.start()
        var launch = launch
        if let relay {
            launch.standardError = .descriptor(relay.writeEnd)
            launch.ownStandardError = relay.ownCopy
        }
        let child: ChildProcess
        switch ChildProcess.start(launch) {
        case .success(let started): child = started
        case .failure(let problem):
            relay?.started()
            relay?.finish()
            return .couldNotStart(problem.reason)
        }
        relay?.started()
        // Last, after the child is waited for: the trap message it wrote is shown before what this
        // process says of its end.
        defer { relay?.finish() }
        terminal.give(to: child.id)
        podbay_signals_forward_to(child.id)
        defer {
            podbay_signals_forward_to(0)
            child.finish()
            terminal.takeBack()
        }
        var passedOn = false
        while true {
            guard let status = child.waitOnce(options: WUNTRACED) else {
                if podbay_interrupt_requested() != 0 && !passedOn {
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
    /// not ended a second later (code Podbay did not write does not look for Ctrl-C); and the
    /// loaded code's `print` goes out a line at a time, in order with Podbay's own output (which
    /// writes unbuffered), rather than when the buffer fills or the process ends. With
    /// `transcript` (`--record`), what the loaded code prints is appended there too.
    package static func containThisProcess(transcript: String?) {
        Terminal().give(to: getpgrp())
        Jail.startLoadedPodbay()
        podbay_interrupt_contain()
        if let transcript { podbay_copy_printed_output(transcript) }
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
