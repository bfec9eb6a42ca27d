#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// write(2) until every byte is out: again after a call a signal interrupted (EINTR), on from where
/// a short write stopped. The one loop Podbay's writers share: the terminal's sink, state files,
/// the pipes and files between a podbay and the loaded podbays it runs.
package struct WholeWrite {
    /// Why the bytes were not all written.
    package struct Failure: Error, Equatable {
        /// The system's error number; 0 when a write wrote nothing and gave no error.
        package let code: Int32

        /// The system's sentence for it (`No space left on device`).
        package var reason: String {
            code == 0 ? "nothing written" : String(cString: strerror(code))
        }
    }

    package let descriptor: Int32

    package init(to descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `bytes` whole; or the failure of the write that stopped it (what came before is
    /// written).
    package func write(_ bytes: some Collection<UInt8>) -> Result<Void, Failure> {
        var rest = Array(bytes)[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { Self.system(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .failure(Failure(code: count < 0 ? errno : 0)) }
            rest = rest.dropFirst(count)
        }
        return .success(())
    }

    /// The C library's `write`, named apart from the method above.
    private static func system(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
