import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// The reference interaction, whose first tap opens its own process's memory for writing
/// (`/proc/self/mem`: the check's code, and the comparison it makes, are in that process), as code
/// patching the check would, and says what the open got on the test's socket. It writes nothing.
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
        Patch.once()
        #endif
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}

#if os(Linux)
enum Patch {
    nonisolated(unsafe) static var done = false

    static func once() {
        guard !done else { return }
        done = true
        let memory = open("/proc/self/mem", O_RDWR)
        Report.say(["open /proc/self/mem for writing: " + (memory >= 0 ? "done" : "error \(errno)")])
        if memory >= 0 { close(memory) }
    }
}
#endif

#if os(Linux)
/// Says `lines` to the test on the socket `PODBAY_TEST_REPORT` names: the check's podbay writes no
/// file (Landlock), but may connect to a named socket.
enum Report {
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
