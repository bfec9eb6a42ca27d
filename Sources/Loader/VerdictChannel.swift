/// Where a loaded podbay writes its verdict (a check's, lint's problems): a descriptor the loaded
/// code is not told, and the key that marks the verdict as this podbay's own. The code runs in the
/// same process and can find the descriptor (`/proc/self/fd`) and write a verdict of its own on
/// it; it cannot read the key, handed over on a pipe read and closed before that code runs, so
/// its verdict is not taken (`LoadedPodbayProtocol.authentic`).
package struct VerdictChannel: Sendable {
    package let descriptor: Int32
    package let key: String

    package init(descriptor: Int32, key: String) {
        self.descriptor = descriptor
        self.key = key
    }
}
