#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `bytes` to `descriptor` whole with write(2), again after an interrupted call; false
/// when a write fails. For descriptors of Podbay's own (a pipe to its parent, a file it made, the
/// progress line's terminal): text for a learner's terminal goes through DescriptorSink instead.
package func writeWhole(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var rest = bytes[...]
    while !rest.isEmpty {
        let count = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        rest = rest.dropFirst(count)
    }
    return true
}
