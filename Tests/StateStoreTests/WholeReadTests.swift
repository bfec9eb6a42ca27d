#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Descriptors
import Testing

/// `WholeRead`, the read loop state files and cached builds' marks share: every byte, in order, to
/// the end; stopped when the reader has seen enough; a failing read said with its error number.
struct WholeReadTests {
    /// A file of `count` bytes (0, 1, 2 … 250, again) in a temporary folder; its descriptor, open
    /// for reading, and the bytes.
    private func file(of count: Int) throws -> (descriptor: Int32, bytes: [UInt8]) {
        var template = Array("/tmp/podbay-whole-read-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        try #require(descriptor >= 0)
        unlink(template)
        let bytes = (0..<count).map { UInt8($0 % 251) }
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == count)
        #expect(lseek(descriptor, 0, SEEK_SET) == 0)
        return (descriptor, bytes)
    }

    @Test func everyByteComesInOrderToTheEnd() throws {
        let (descriptor, bytes) = try file(of: 200_000)
        defer { close(descriptor) }
        var read: [UInt8] = []
        var chunks = 0
        let ended = WholeRead(from: descriptor).chunks { chunk in
            read += chunk
            chunks += 1
            return true
        }
        #expect((try? ended.get()) != nil)
        #expect(read == bytes)
        #expect(chunks > 1, "a file larger than one chunk comes in several")
    }

    @Test func theReaderStopsItWhenItHasSeenEnough() throws {
        let (descriptor, _) = try file(of: 200_000)
        defer { close(descriptor) }
        var chunks = 0
        let ended = WholeRead(from: descriptor).chunks { _ in
            chunks += 1
            return false
        }
        #expect((try? ended.get()) != nil)
        #expect(chunks == 1)
    }

    @Test func aReadThatFailsIsSaidWithItsErrorNumber() {
        var called = false
        let ended = WholeRead(from: -1).chunks { _ in
            called = true
            return true
        }
        guard case .failure(let failure) = ended else {
            Issue.record("a read of no descriptor succeeded")
            return
        }
        #expect(failure.code == EBADF)
        #expect(!called)
    }
}
