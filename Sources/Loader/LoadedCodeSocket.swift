import TextSafety
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The podbay the user started's end of what a loaded podbay's user code writes: descriptors 1
/// and 2 of the loaded podbay are one socket, which the loaded podbay itself shows through the
/// gate in order with its own output (`LoadedCodeOutput`), while Podbay's own output and libedit
/// keep this process's standard output and error, handed over at other numbers
/// (`OwnStandardOutput`, `OwnStandardError`).
///
/// This process keeps the reading end too and reads nothing while the loaded podbay runs. Once it
/// has ended, what is left in the socket is what it wrote last and never showed: the Swift
/// runtime's report of a trap (which the loaded podbay leaves there, see `LoadedCodeOutput`), or
/// what the user's code wrote as it died.
final class LoadedCodeSocket {
    private let readEnd: Int32
    private let writeEnd: Int32
    /// Copies of this process's own standard output and error, for the loaded podbay.
    private let ownOutput: Int32
    private let ownError: Int32
    /// At most this much of what was left is read: a process the code started may go on writing.
    private static let leftoverLimit = 1 << 20

    /// The socket and the copies; nil when they could not be made (the loaded podbay then writes
    /// to this process's standard output and error directly, unguarded, as before).
    static func make() -> LoadedCodeSocket? {
        var ends: [Int32] = [0, 0]
        #if os(Linux)
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let kind = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, kind, 0, &ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let output = fcntl(OwnStandardOutput.descriptor, F_DUPFD_CLOEXEC, 3)
        let error = fcntl(OwnStandardError.descriptor, F_DUPFD_CLOEXEC, 3)
        guard output >= 0, error >= 0 else {
            for descriptor in ends + [output, error] where descriptor >= 0 { close(descriptor) }
            return nil
        }
        return LoadedCodeSocket(readEnd: ends[0], writeEnd: ends[1], ownOutput: output, ownError: error)
    }

    private init(readEnd: Int32, writeEnd: Int32, ownOutput: Int32, ownError: Int32) {
        self.readEnd = readEnd
        self.writeEnd = writeEnd
        self.ownOutput = ownOutput
        self.ownError = ownError
    }

    /// The loaded podbay's descriptors 1 and 2 become the socket; this process's output, error
    /// and the socket's reading end are handed over at numbers above every other it is given.
    func hand(to launch: inout ChildProcess.Launch) {
        launch.standardOutput = .descriptor(writeEnd)
        launch.standardError = .descriptor(writeEnd)
        let used = [2, readEnd, writeEnd, ownOutput, ownError] + launch.inherited + launch.moved.flatMap { [$0.ours, $0.theirs] }
        let output = (used.max() ?? 2) + 1
        launch.moved += [(ownOutput, output), (readEnd, output + 1)]
        launch.environment[OwnStandardOutput.environmentKey] = String(output)
        launch.environment[LoadedCodeOutput.environmentKey] = String(output + 1)
        launch.ownStandardError = ownError
    }

    /// The loaded podbay has its copies: this process's are closed (the reading end is kept).
    func started() {
        for descriptor in [writeEnd, ownOutput, ownError] { close(descriptor) }
    }

    /// After the loaded podbay (and its group) ended: what it left in the socket, read without
    /// waiting; the socket is closed.
    func leftover() -> [UInt8] {
        defer { close(readEnd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < Self.leftoverLimit {
            let count = recv(readEnd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}
