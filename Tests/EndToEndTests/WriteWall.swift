import CJail
import Testing

/// Whether a check's podbay here writes no file: the kernel offers Landlock (`Sources/CJail`).
/// Where it does not (an older kernel, one built without it, macOS), a check runs as before and
/// the tests of the wall are skipped, not failed.
enum WriteWall {
    static let abi = Int(podbay_jail_write_wall_abi())
    static let available = abi > 0
    static let reason: Comment = "this kernel has no Landlock: a check's podbay may write files here"
}
