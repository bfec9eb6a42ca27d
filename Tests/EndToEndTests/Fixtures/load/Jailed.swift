import LessonKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loaded scene whose taps attack the Podbay that loaded it: `escape` starts a process that
/// leaves its group and session (`setsid()`); `attack` signals Podbay and reads its memory, and
/// says what each attempt got; `census` counts the escaped processes still running.
final class Cell {}

final class JailedScene: LessonScene {
    private let cell = Cell()

    var roots: [SceneRoot] { [SceneRoot(label: "cell", object: cell)] }
    var controls: [String] { ["escape", "attack", "census"] }

    /// The escaped `sleep`'s argument: JAILED_SLEEP, so that tests run side by side each count their own.
    static let seconds = getenv("JAILED_SLEEP").map { String(cString: $0) } ?? "876544"

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        ["a cell; tap escape, attack or census"]
    }

    func tap(_ control: String) -> SceneReply {
        switch control {
        case "escape":
            let child = fork()
            if child == 0 {
                _ = setsid()
                if fork() == 0 {
                    // Nothing of the session's is held: on main it outlived Podbay, and a test's
                    // read of Podbay's output would have waited for it.
                    for descriptor in Int32(0)..<Int32(1024) { close(descriptor) }
                    let words: [String] = ["/bin/sleep", JailedScene.seconds]
                    let arguments = words.map { strdup($0) } + [nil]
                    execv("/bin/sleep", arguments)
                }
                _exit(0)
            }
            waitpid(child, nil, 0)
            // Said once the escaped process runs `sleep`, so a census that follows counts it.
            for _ in 0..<200 where Attempts.running("/bin/sleep " + Self.seconds) == 0 { usleep(10_000) }
            return .delivered(["escaped"])
        case "attack":
            return .delivered(Attempts.made())
        case "census":
            return .delivered(["escaped processes running: \(Attempts.running("/bin/sleep " + Self.seconds))"])
        default:
            return .refused("no control '\(control)'")
        }
    }
}

/// Each attack on the parent, said as `what: refused` (EPERM), `sent`/`read`, or the error.
enum Attempts {
    static func made() -> [String] {
        let parent = getppid()
        let group = getpgid(parent)
        #if os(Linux)
        // The oldest of its other threads: one Podbay starts after this podbay is not named in the
        // filter (docs/load.md says so).
        let other = entries(of: "/proc/\(parent)/task").compactMap { Int32($0) }.filter { $0 != parent }.min()
        #endif
        var said: [String] = []
        func attempt(_ what: String, _ result: Int) {
            said.append("\(what): " + (result >= 0 ? "done" : errno == EPERM ? "refused" : "error \(errno)"))
        }
        // Signal 0 asks whether a signal could be sent, and sends none: -1 and Podbay's group hold
        // other processes (the test's own runner) a real signal would reach.
        attempt("kill(-1, 0)", Int(kill(-1, 0)))
        attempt("kill(Podbay's group, 0)", Int(kill(-group, 0)))
        #if os(Linux)
        attempt("tgkill(Podbay, 0)", Int(Calls.tgkill(parent, parent, 0)))
        if let other { attempt("kill(a thread of Podbay, 0)", Int(kill(other, 0))) }
        attempt("setpgid into Podbay's group", Int(setpgid(0, group)))
        let memory = open("/proc/\(parent)/mem", O_RDONLY)
        attempt("open /proc/<Podbay>/mem", Int(memory))
        if memory >= 0 { close(memory) }
        let byte = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        let vectors = UnsafeMutablePointer<iovec>.allocate(capacity: 2)
        vectors[0] = iovec(iov_base: byte, iov_len: 1)
        vectors[1] = iovec(iov_base: UnsafeMutableRawPointer(bitPattern: 0x400000), iov_len: 1)
        attempt("process_vm_readv(Podbay)", Calls.processVMReadv(parent, vectors, 1, vectors + 1, 1, 0))
        vectors.deallocate()
        byte.deallocate()
        #endif
        attempt("kill(Podbay, SIGTERM)", Int(kill(parent, SIGTERM)))
        attempt("kill(Podbay, SIGSTOP)", Int(kill(parent, SIGSTOP)))
        return said
    }

    /// How many processes run `command` (its words joined by spaces), zombies aside.
    static func running(_ command: String) -> Int {
        entries(of: "/proc").filter { entry in
            guard Int32(entry) != nil else { return false }
            let words = contents("/proc/\(entry)/cmdline").split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            let stat = String(decoding: contents("/proc/\(entry)/stat"), as: UTF8.self)
            let zombie = stat.split(separator: ")").last?.split(separator: " ").first == "Z"
            return !zombie && words.joined(separator: " ") == command
        }.count
    }

    static func entries(of folder: String) -> [String] {
        guard let listing = opendir(folder) else { return [] }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names
    }

    static func contents(_ path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &bytes, bytes.count)
        return Array(bytes.prefix(max(0, count)))
    }
}

#if os(Linux)
/// Glibc's own functions for two calls it does not declare to Swift.
enum Calls {
    static let tgkill = unsafeBitCast(
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "tgkill"), to: (@convention(c) (pid_t, pid_t, Int32) -> Int32).self)
    static let processVMReadv = unsafeBitCast(
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "process_vm_readv"),
        to: (@convention(c) (pid_t, UnsafePointer<iovec>, UInt, UnsafePointer<iovec>, UInt, UInt) -> Int).self)
}
#endif
