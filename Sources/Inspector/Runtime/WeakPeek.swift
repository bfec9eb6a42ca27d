/// Finds which object a weak reference points at without retaining it, for a walk that only
/// asks whether it is an object the walk already placed (and so holds alive).
///
/// Loading a weak reference the runtime's way retains its object, and releases it after: two
/// atomic updates of the object's side table per weak edge, a sixth of a 100k-object walk (perf).
/// This reads the runtime's layout instead (swift/stdlib/public/SwiftShims/RefCount.h): a native
/// weak reference's word is its object's side table (low bits reserved); the table's first word
/// is the object; a live object that has a side table keeps the table's address, shifted right
/// by 3, in its refcount word (the word after its class) with the top two bits set. A freed
/// object's table still names its old address, which a new object may have taken: the refcount
/// check tells them apart. A self-check on a probe at start decides whether this layout holds;
/// where it does not, walks load weak references the runtime's way.
enum WeakPeek {
    /// Whether the layout read here is the runtime's, checked once on a probe object.
    static let works: Bool = selfCheck()

    /// The side table a weak reference at `address` refers through, or nil when it is empty.
    @inline(__always)
    static func table(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
        UnsafeRawPointer(bitPattern: address.load(as: UInt.self) & 0x7FFF_FFFF_FFFF_FFF8)
    }

    /// The address the side table's object had (alive or not).
    @inline(__always)
    static func object(of table: UnsafeRawPointer) -> UnsafeRawPointer? {
        table.load(as: UnsafeRawPointer?.self)
    }

    /// Whether the live object at `object` is the one whose side table is `table`.
    @inline(__always)
    static func owns(_ object: UnsafeRawPointer, table: UnsafeRawPointer) -> Bool {
        let bits = object.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
        return bits >> 62 == 0b11 && (bits & ~(UInt(0b11) << 62)) << 3 == UInt(bitPattern: table)
    }

    private final class Probe {
        weak var other: Probe?
    }

    private static func selfCheck() -> Bool {
        guard MemoryLayout<UInt>.size == 8 else { return false }
        let target = Probe(), holder = Probe(), stranger = Probe()
        holder.other = target
        stranger.other = stranger
        return withExtendedLifetime((target, holder, stranger)) {
            let field = UnsafeRawPointer(Unmanaged.passUnretained(holder).toOpaque())
                + MemoryLayout<UInt>.size * 2
            let targetAddress = UnsafeRawPointer(Unmanaged.passUnretained(target).toOpaque())
            let strangerAddress = UnsafeRawPointer(Unmanaged.passUnretained(stranger).toOpaque())
            guard let table = table(at: field), object(of: table) == targetAddress else { return false }
            return owns(targetAddress, table: table) && !owns(strangerAddress, table: table)
        }
    }
}
