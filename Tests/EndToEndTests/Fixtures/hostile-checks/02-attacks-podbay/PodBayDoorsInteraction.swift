import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// The reference interaction, whose tap attacks the Podbay running the check: it signals Podbay
/// (SIGTERM, SIGSTOP), asks whether it could signal -1, Podbay's group and Podbay's threads (signal
/// 0: those hold other processes a real signal would reach), joins Podbay's group, takes the
/// terminal's foreground, and reads its memory. What each attempt got is written to attacks.txt in XDG_DATA_HOME.
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
        if let data = getenv("XDG_DATA_HOME"), let out = fopen(String(cString: data) + "/attacks.txt", "w") {
            for line in said { fputs(line + "\n", out) }
            fclose(out)
        }
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
