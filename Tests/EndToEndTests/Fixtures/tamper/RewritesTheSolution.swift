#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The learner's lamp stays dark (the check compares the screen with the solution's, "lit"), and
/// while the check runs it rewrites the lesson's solution (found from the `--lessons` folder its
/// check was given) with its own dark lamp: the next check would compare the learner's run with a
/// dark solution, and pass.
final class Lamp {
    func label() -> String {
        Rewrite.once()
        return "dark"
    }
}

enum Rewrite {
    nonisolated(unsafe) static var done = false

    static func once() {
        guard !done else { return }
        done = true
        let words = String(decoding: bytes(of: "/proc/self/cmdline"), as: UTF8.self).split(separator: "\0").map(String.init)
        let joined = words.first { $0.hasPrefix("--lessons=") }.map { String($0.dropFirst("--lessons=".count)) }
        let apart = words.firstIndex(of: "--lessons").flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
        guard let lessons = joined ?? apart else {
            Report.say(["no --lessons in " + words.joined(separator: " ")])
            return
        }
        let solution = lessons + "/Solution/Lamp.swift"
        let dark = "final class Lamp {\n    func label() -> String { \"dark\" }\n}\n"
        let file = open(solution, O_WRONLY | O_TRUNC)
        let said = file >= 0 ? "done" : "error \(errno)"
        if file >= 0 {
            _ = dark.withCString { write(file, $0, strlen($0)) }
            close(file)
        }
        Report.say(["rewrite the solution: " + said])
    }

    static func bytes(of path: String) -> [UInt8] {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return [] }
        defer { close(file) }
        var all: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(file, &block, block.count)
            guard count > 0 else { return all }
            all += block[0..<count]
        }
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
