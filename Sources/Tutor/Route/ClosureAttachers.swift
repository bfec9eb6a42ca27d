/// Who attached each closure handed over with a hop (`attach(_:)`), for as long as both live:
/// the closure runs later, often in another action, and its own code is then the attacher's.
/// Held weakly on both sides, so remembering never keeps a closure or an object alive, and a
/// context freed and made again at the same address is never taken for the old one.
final class ClosureAttachers {
    private struct Entry {
        weak var context: AnyObject?
        weak var attacher: AnyObject?
    }

    private var entries: [Entry] = []

    /// Remembers that `attacher`'s code handed over the closure whose context is `context`.
    func record(context: UnsafeRawPointer, attacher: AnyObject) {
        entries.removeAll { $0.context == nil || $0.attacher == nil || Self.address(of: $0.context) == context }
        entries.append(Entry(context: Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue(), attacher: attacher))
    }

    /// The object that attached the closure whose context is `context`, while it lives.
    func attacher(ofContext context: UnsafeRawPointer) -> AnyObject? {
        entries.first { Self.address(of: $0.context) == context }?.attacher
    }

    private static func address(of object: AnyObject?) -> UnsafeRawPointer? {
        object.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
    }
}
