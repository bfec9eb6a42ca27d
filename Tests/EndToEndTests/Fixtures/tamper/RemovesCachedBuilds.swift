#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The learner's lamp stays dark, and while the check runs it takes the build cache apart: it
/// removes every cached build's executable but its own (the solution's among them), plants a file
/// of its own in the cache, and says what each got on the test's socket. A cache the learner's
/// code can write is one whose solution build it can swap for its own.
final class Lamp {
    func label() -> String {
        Removal.once()
        return "dark"
    }
}

enum Removal {
    nonisolated(unsafe) static var done = false

    static func once() {
        guard !done, let cacheHome = getenv("XDG_CACHE_HOME") else { return }
        done = true
        let cache = String(cString: cacheHome) + "/podbay/loaded"
        var own = [CChar](repeating: 0, count: 4096)
        _ = readlink("/proc/self/exe", &own, 4095)
        var said: [String] = []
        if let folder = opendir(cache) {
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                let build = cache + "/" + name + "/podbay"
                guard !name.hasPrefix("."), access(build, F_OK) == 0, build != String(cString: own) else { continue }
                said.append("remove a cached build: " + (unlink(build) == 0 ? "done" : "error \(errno)"))
            }
            closedir(folder)
        }
        let planted = open(cache + "/planted", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        said.append("plant a file in the cache: " + (planted >= 0 ? "done" : "error \(errno)"))
        if planted >= 0 { close(planted) }
        Report.say(said)
    }
}

#if canImport(Glibc)
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
