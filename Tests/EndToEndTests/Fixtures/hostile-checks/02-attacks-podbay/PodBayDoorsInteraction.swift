import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// The reference interaction, whose tap attacks the Podbay running the check: it signals Podbay
/// (SIGTERM, SIGSTOP), asks whether it could signal -1, Podbay's group and Podbay's threads (signal
/// 0: those hold other processes a real signal would reach), joins Podbay's group, takes the
/// terminal's foreground, and reads its memory. What each attempt got is said on the test's socket.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        #if os(Linux)
        let parent = getppid()
        let group = getpgid(parent)
        var said: [String] = []
        func attempt(_ what: String, _ result: Int) {
            said.append("\(what): " + (result >= 0 ? "done" : errno == EPERM ? "refused" : "error \(errno)"))
        }
        attempt("kill(-1, 0)", Int(kill(-1, 0)))
        attempt("kill(Podbay's group, 0)", Int(kill(-group, 0)))
        attempt("tgkill(Podbay, 0)", Int(Calls.tgkill(parent, parent, 0)))
        attempt("rt_sigqueueinfo(Podbay, 0)", Int(sigqueue(parent, 0, sigval(sival_int: 0))))
        attempt("setpgid into Podbay's group", Int(setpgid(0, group)))
        // Refused whatever descriptor it names (here /dev/null, which is no terminal).
        attempt("take the terminal's foreground", Int(tcsetpgrp(0, getpgrp())))
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
        attempt("kill(Podbay, SIGTERM)", Int(kill(parent, SIGTERM)))
        attempt("kill(Podbay, SIGSTOP)", Int(kill(parent, SIGSTOP)))
        // Said once: the check taps two interactions, the spy's too.
        if !Report.said { Report.say(said) }
        Report.said = true
        #endif
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
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

#if os(Linux)
/// Says `lines` to the test on the socket `PODBAY_TEST_REPORT` names: the check's podbay writes no
/// file (Landlock), but may connect to a named socket.
enum Report {
    nonisolated(unsafe) static var said = false

    static func say(_ lines: [String]) {
        guard let path = getenv("PODBAY_TEST_REPORT").map({ String(cString: $0) }) else { return }
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return }
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { return }
        let text = lines.map { $0 + "\n" }.joined()
        _ = text.withCString { write(socket, $0, strlen($0)) }
    }
}
#endif
