import Foundation
#if canImport(Glibc)
import Glibc
#endif

#if os(Linux)
/// A named UNIX socket this test listens on, for a fixture's code in a check to say what it got
/// (its `Report.say`, to the path in `PODBAY_TEST_REPORT`): a check's podbay writes no file
/// (Landlock), but Landlock (to ABI 7) has no right over connecting to a named socket.
final class ReportSocket {
    let path: String
    private let listener: Int32

    /// Listening at `path` (under 108 bytes), or nil.
    init?(path: String) {
        unlink(path)
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { return nil }
        var address = Self.address(path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(listener, 8) == 0 else {
            close(listener)
            return nil
        }
        self.path = path
        self.listener = listener
    }

    deinit {
        close(listener)
        unlink(path)
    }

    /// What the connections made so far said, in the order they came (each read to its end): call
    /// once the podbay that checked has ended, so every writer has closed.
    func received() -> String {
        var said = ""
        var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        while poll(&waiting, 1, 0) > 0 {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { break }
            var block = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(connection, &block, block.count)
                guard count > 0 else { break }
                said += String(decoding: block[0..<count], as: UTF8.self)
            }
            close(connection)
        }
        return said
    }

    private static func address(_ path: String) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        return address
    }
}
#endif
