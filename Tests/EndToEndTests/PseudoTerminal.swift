import Foundation

/// podbay running on a pseudo-terminal, as in a terminal window: libedit's prompt, keys sent as
/// bytes, the screen read back as text.
///
/// The child does not get the terminal as its controlling terminal (Foundation's `Process` cannot
/// arrange that), so a Ctrl-C that should become SIGINT is sent as the terminal driver would send
/// it: `interrupt()` signals the process. At the prompt libedit reads Ctrl-C as a key, so
/// `type("\u{3}")` is the real thing there.
final class PseudoTerminal {
    let process = Process()
    private var master: Int32
    private var seen = ""

    /// - Parameter launcher: a command that starts podbay, its path given as the launcher's last
    ///   argument before `arguments`: `["/bin/sh", "-c", "\"$0\"; echo $?"]` runs it from a script,
    ///   `["/usr/bin/setsid", "--ctty", "--wait"]` makes the terminal its controlling terminal (so
    ///   closing the window sends it SIGHUP, as a real one does). Empty: podbay itself.
    init(_ podbay: PodbayProcess, arguments: [String] = [], launcher: [String] = []) throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, let name = Self.unlockedName(of: master) else { throw PseudoTerminalError.unavailable }
        // Close-on-exec: children other tests start meanwhile must not inherit either side.
        let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw PseudoTerminalError.unavailable }
        var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        guard let executable = PodbayProcess.executable() else { throw PodbayProcessError.notBuilt }
        if let first = launcher.first {
            process.executableURL = URL(fileURLWithPath: first)
            process.arguments = launcher.dropFirst() + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.environment = podbay.environment.merging(["TERM": "xterm-256color"]) { $1 }
        process.currentDirectoryURL = PodbayProcess.packageRoot
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
    }

    /// The terminal side's path, unlocked for opening (what `grantpt`, `unlockpt` and `ptsname` do;
    /// Swift's Glibc module does not offer those).
    private static func unlockedName(of master: Int32) -> String? {
        #if os(Linux)
        var locked: Int32 = 0
        var number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN, which Swift cannot import (they are function-like macros); the
        // values are Linux's generic ones, used on x86_64 and arm64.
        let setLock: UInt = 0x4004_5431, getNumber: UInt = 0x8004_5430
        guard ioctl(master, setLock, &locked) == 0, ioctl(master, getNumber, &number) == 0 else { return nil }
        return "/dev/pts/\(number)"
        #else
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else { return nil }
        return String(cString: name)
        #endif
    }

    deinit {
        if process.isRunning { process.terminate() }
        hangUp()
    }

    /// Closes the window: the terminal side reads EIO from now on, and a process whose controlling
    /// terminal this is gets SIGHUP.
    func hangUp() {
        guard master >= 0 else { return }
        close(master)
        master = -1
    }

    /// The settings of the terminal as podbay sees them now (a pseudo-terminal's two sides share them).
    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(master, &settings)
        return settings
    }

    /// Waits until libedit has the terminal in its prompt modes (`-isig`: Ctrl-C and Ctrl-Z are
    /// keys). The prompt is on the screen a moment before that; a key typed in between is taken by
    /// the terminal driver instead.
    func waitForPromptModes(seconds: Double = 10) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while settings().c_lflag & tcflag_t(ISIG) != 0 {
            guard Date() < deadline else { throw PseudoTerminalError.timedOut(waitingFor: "-isig", screen: seen, child: childState()) }
            usleep(5_000)
        }
    }

    /// The scheduler state of `pid` from /proc (`S` asleep, `T` stopped, ...), or `nil` when gone.
    static func state(of pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.split(separator: ")").last
        else { return nil }
        return afterName.split(separator: " ").first.map(String.init)
    }

    /// The first child of `parent` (a launcher's podbay), from /proc, or `nil` after `seconds`.
    static func child(of parent: pid_t, seconds: Double = 10) -> pid_t? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for entry in entries {
                guard let pid = pid_t(entry),
                      let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                      let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 1,
                      pid_t(fields[1]) == parent
                else { continue }
                return pid
            }
            usleep(20_000)
        }
        return nil
    }

    /// Sends keys, as typed.
    func type(_ keys: String) {
        _ = Array(keys.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Sends keys from a thread of their own, as a paste larger than the terminal's buffer comes:
    /// the screen must be read meanwhile (podbay echoes as it reads), or both sides wait on each
    /// other. The semaphore is signalled once every key is written.
    func pasteInBackground(_ keys: String) -> DispatchSemaphore {
        let descriptor = master
        let bytes = Array(keys.utf8)
        let written = DispatchSemaphore(value: 0)
        Thread {
            var rest = bytes[...]
            while !rest.isEmpty {
                let count = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                rest = rest.dropFirst(count)
            }
            written.signal()
        }.start()
        return written
    }

    /// What Ctrl-C does while a command runs: SIGINT to the process.
    func interrupt() {
        kill(process.processIdentifier, SIGINT)
    }

    /// Reads the screen until `text` appears after what earlier waits consumed; returns everything
    /// read up to and including it, or throws after `seconds`.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 120) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let range = seen.range(of: text) {
                let upTo = String(seen[..<range.upperBound])
                seen = String(seen[range.upperBound...])
                return upTo
            }
            guard Date() < deadline else {
                throw PseudoTerminalError.timedOut(waitingFor: text, screen: String(seen.suffix(600)), child: childState())
            }
            guard master >= 0 else { throw PseudoTerminalError.closed(screen: String(seen.suffix(600))) }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            // Reading a pseudo-terminal whose other side has closed fails with EIO: the child is gone.
            guard count > 0 else { throw PseudoTerminalError.closed(screen: String(seen.suffix(600))) }
            seen += String(decoding: buffer[0..<count], as: UTF8.self)
            // Keep memory flat while a million-line graph scrolls past.
            if seen.utf8.count > 1 << 20 { seen = String(seen.suffix(4096)) }
        }
    }

    /// Waits for the process to end and returns its exit status.
    func exitStatus(seconds: Double = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else { throw PseudoTerminalError.timedOut(waitingFor: "exit", screen: seen, child: childState()) }
            // Drain the screen, so the child never blocks writing to a full terminal.
            if master >= 0 { _ = try? waitFor("\u{0}never\u{0}", seconds: 0.1) } else { usleep(20_000) }
        }
        return process.terminationStatus
    }

    /// Where the child is, for a test that timed out: running or not, and on Linux its scheduler
    /// state and the kernel function it sleeps in (a silent screen says nothing of either).
    private func childState() -> String {
        guard process.isRunning else { return "exited with \(process.terminationStatus)" }
        let proc = "/proc/\(process.processIdentifier)/"
        let stat = (try? String(contentsOfFile: proc + "stat", encoding: .utf8))?.split(separator: ")").last
        let state = stat?.split(separator: " ").first.map(String.init) ?? "?"
        let wchan = (try? String(contentsOfFile: proc + "wchan", encoding: .utf8)) ?? "?"
        return "running, state \(state), waiting in \(wchan.isEmpty ? "nothing" : wchan)"
    }
}

enum PseudoTerminalError: Error {
    case unavailable
    case timedOut(waitingFor: String, screen: String, child: String)
    case closed(screen: String)
}
