#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a loaded podbay writes its verdict (a check's, lint's problems): a descriptor the loaded
/// code is not told, and the key that marks the verdict as this podbay's own. The code runs in the
/// same process and can find the descriptor (`/proc/self/fd`) and write a verdict of its own on
/// it; it cannot read the key, handed over on a pipe read and closed before that code runs, and
/// any line but the check's own disturbs the check, which then does not pass, so guessing keys
/// is no use (`LoadedPodbayProtocol.authentic`). Code that runs before `main` (a static
/// initializer, `@_section(".init_array")`) could read the key first: `ExerciseBuild` refuses
/// learner files with such attributes. Code that searches the process's memory for the key is
/// not stopped: the check runs in the process it checks.
///
/// The code can also put a pipe of its own in the descriptor's place (`dup2`), read the keyed
/// verdict the check writes there and hand on another: the channel remembers which pipe it is
/// (device and inode, read when it was hidden), and `LoadedPodbayProtocol.send` writes nothing on
/// any other.
package struct VerdictChannel: Sendable {
    package let descriptor: Int32
    package let key: String
    /// The pipe `descriptor` was when the channel was hidden.
    let device: UInt64
    let inode: UInt64

    package init(descriptor: Int32, key: String) {
        self.descriptor = descriptor
        self.key = key
        let identity = Self.identity(of: descriptor)
        device = identity?.device ?? 0
        inode = identity?.inode ?? 0
    }

    /// Whether `descriptor` is still the pipe it was when the channel was made.
    var isTheSamePipe: Bool {
        guard let now = Self.identity(of: descriptor) else { return false }
        return now.device == device && now.inode == inode
    }

    private static func identity(of descriptor: Int32) -> (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino))
    }
}
