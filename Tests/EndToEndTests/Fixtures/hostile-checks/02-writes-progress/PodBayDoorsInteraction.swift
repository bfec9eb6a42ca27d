import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// An interaction that holds its banner strongly (the goal asks for weak: the check fails), whose
/// first tap rewrites the learner's progress.json with the exercise passed after one check, then
/// truncates it by path and takes away its permissions, and says what each got on the test's socket.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        #if os(Linux)
        Forgery.once()
        #endif
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}

#if os(Linux)
enum Forgery {
    nonisolated(unsafe) static var done = false

    static func once() {
        guard !done, let state = getenv("XDG_STATE_HOME") else { return }
        done = true
        let passed = #"{"version": 1, "lessons": {"interaction": {"step": 13, "goalsMet": [12], "answers": {}, "#
            + #""exercises": {"write-the-interaction-yourself": {"checks": 1, "passedAfter": 1}}}}}"#
        let path = String(cString: state) + "/podbay/progress.json"
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let said = file >= 0 ? "done" : "error \(errno)"
        if file >= 0 {
            _ = passed.withCString { write(file, $0, strlen($0)) }
            close(file)
        }
        let truncated = truncate(path, 0) == 0 ? "done" : "error \(errno)"
        let locked = chmod(path, 0) == 0 ? "done" : "error \(errno)"
        Report.say(["write progress.json: " + said, "truncate progress.json: " + truncated, "chmod progress.json 000: " + locked])
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
