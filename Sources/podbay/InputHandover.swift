#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LineEditor
import Loader

/// Hands the input not yet run to a loaded podbay (`load`), so no line is run twice or lost:
/// the rest of a `--script` by its descriptor (its reader never reads past its line), and piped
/// lines this podbay read ahead in a file of their own (`--pending-input`), which the child reads
/// before standard input. When the child is killed, what it left of that file is read back.
final class InputHandover {
    /// The `--script` being read, and its descriptor.
    var script: (PipedLineReader, Int32)?
    /// Standard input's reader, when it reads ahead (a pipe, in the podbay the user started).
    var readsAhead: PipedLineReader?
    /// In a loaded podbay: the file of lines its parent had read ahead, passed on to a rebuild.
    var pending: Int32?
    /// The file of read-ahead lines the running child reads.
    private var given: Int32?

    /// The input handed over, said in the protocol's terms; called just before a child starts.
    func handover() -> LoadedPodbayProtocol {
        var handover = LoadedPodbayProtocol()
        if let (reader, descriptor) = script, !reader.reachedEnd {
            handover.scriptDescriptor = descriptor
        }
        if let pending {
            handover.pendingInput = pending
        } else if let reader = readsAhead {
            let unread = reader.takeUnread()
            if let file = Self.file(holding: unread) {
                given = file
                handover.pendingInput = file
            } else {
                reader.putBack(unread)
            }
        }
        return handover
    }

    /// The child is gone and this podbay reads on: first what the child left of the read-ahead lines.
    func recover() {
        guard let file = given, let reader = readsAhead else { return }
        given = nil
        var rest: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = block.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count > 0 { rest += block[0..<count] } else if count == 0 || errno != EINTR { break }
        }
        close(file)
        reader.putBack(rest)
    }

    /// An unlinked temporary file holding `bytes`, at offset 0, closed on exec; nil when
    /// there is nothing to hand over or no file could be made (the lines are then put back).
    private static func file(holding bytes: [UInt8]) -> Int32? {
        guard !bytes.isEmpty else { return nil }
        var template = Array("/tmp/podbay-input-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { close(descriptor); return nil }
            written += count
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }
}
