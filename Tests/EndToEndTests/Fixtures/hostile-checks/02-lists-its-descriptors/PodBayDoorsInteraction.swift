import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// The reference interaction, whose tap says the check's open descriptors, each with what it is,
/// on the test's socket: what anything the learner's code starts would inherit.
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
        // Listed before the report's own socket is opened.
        var said: [String] = []
        if let folder = opendir("/proc/self/fd") {
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                var target = [CChar](repeating: 0, count: 256)
                guard Int32(name) != nil, readlink("/proc/self/fd/" + name, &target, 255) > 0 else { continue }
                said.append(name + " " + String(cString: target))
            }
            closedir(folder)
        }
        // Said once: the check taps two interactions, the spy's too.
        if !Report.said { Report.say(said) }
        Report.said = true
        #endif
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}

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
