/// Why `hint` gave the hint it gave: the learner is told when it was chosen for what failed first,
/// and when none of the step's hints is about that (rather than take another fault's for it).
package enum HintReason: Equatable, Sendable {
    /// The next in order: nothing failed since the last hint.
    case inOrder
    /// Tied to the part of the goal the last check's first ✗ line (or a refused `next`) named.
    case forWhatFailedFirst
    /// A check failed first on something no hint is tied to: the next in order, said to be so.
    case noneForWhatFailedFirst
}
