#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// read(2) to the end of a file, chunk by chunk: again after a call a signal interrupted (EINTR).
/// The reading twin of `WholeWrite`: state files and cached builds' marks read this way.
package struct WholeRead {
    /// Why the file was not read to its end: the system's error number of the read that failed.
    package struct Failure: Error, Equatable {
        package let code: Int32
    }

    package let descriptor: Int32

    package init(from descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Hands each chunk read to `body`, in order, until the end of the file or until `body`
    /// returns false (it has seen enough); or the failure of the read that stopped it.
    package func chunks(_ body: (ArraySlice<UInt8>) -> Bool) -> Result<Void, Failure> {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Self.system(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(Failure(code: errno)) }
            if count == 0 || !body(chunk[0..<count]) { return .success(()) }
        }
    }

    /// The C library's `read`, named apart from the method above.
    private static func system(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
