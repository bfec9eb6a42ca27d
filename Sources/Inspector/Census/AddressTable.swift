/// Registry entries by object address: open addressing with linear probing over one flat array.
///
/// The standard `Dictionary` hashes every key with SipHash, seeded per process; a walk looks up
/// each object two or three times, and those hashes were a fifth of a 100k-object walk
/// (callgrind). Addresses need little hashing (see `slot`).
/// Entries are only ever added or replaced (an address freed and reused gets the new object's
/// entry), never removed. The table holds its entries unretained: the registry's `entries` list
/// owns every one, for as long as the registry lives.
struct AddressTable {
    /// One slot: an address (0 when empty) and its entry; trivially copied, so growing the table
    /// retains nothing.
    private struct Slot {
        var address: UInt
        var entry: Unmanaged<ObjectRegistry.Entry>?
    }

    private var slots: [Slot]
    private var shift: UInt
    private(set) var count = 0

    init() {
        slots = [Slot](repeating: Slot(address: 0, entry: nil), count: 64)
        shift = UInt(UInt.bitWidth - 6)
    }

    /// The slot to probe first. Objects allocated one after another sit together, and a walk
    /// meets them in that order: each 1 KB block of the heap maps to its own run of 64 slots,
    /// placed by Fibonacci hashing of the block's number (2^64/φ), and within it by the address.
    /// A hash scattering every object (Fibonacci's on the whole address) made the 100k-object walk
    /// half again slower, by cache misses; keeping whole address ranges in order (the address
    /// alone) piled a million sequential objects into clusters that linear probing crawled through.
    @inline(__always)
    private static func slot(_ address: UInt, shift: UInt) -> Int {
        let block = ((address >> 10) &* 0x9E37_79B9_7F4A_7C15) >> shift
        return Int(truncatingIfNeeded: (block & ~63) | ((address >> 4) & 63))
    }

    subscript(address: UInt) -> ObjectRegistry.Entry? {
        get { entry(inSlot: slot(of: address)) }
        set {
            guard let newValue else { return }
            store(newValue, address: address, inSlot: slot(of: address))
        }
    }

    /// The slot that holds `address`, or the empty slot where it would go: one probe serves a
    /// lookup and the insertion that may follow it (see `store`).
    @inline(__always)
    func slot(of address: UInt) -> Int {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var index = Self.slot(address, shift: shift)
            while true {
                let found = slots[index].address
                if found == address || found == 0 { break }
                index = (index + 1) & mask
            }
            return index
        }
    }

    /// The entry in `slot` (from `slot(of:)`), or nil when it is empty.
    @inline(__always)
    func entry(inSlot slot: Int) -> ObjectRegistry.Entry? {
        unmanagedEntry(inSlot: slot)?.takeUnretainedValue()
    }

    /// The same, unretained: the registry's `entries` own every entry the table holds.
    @inline(__always)
    func unmanagedEntry(inSlot slot: Int) -> Unmanaged<ObjectRegistry.Entry>? {
        slots.withUnsafeBufferPointer { $0[slot].entry }
    }

    /// Puts `entry` for `address` in `slot`, which `slot(of: address)` gave with no change to the
    /// table since.
    @inline(__always)
    mutating func store(_ entry: ObjectRegistry.Entry, address: UInt, inSlot slot: Int) {
        let isNew = slots.withUnsafeMutableBufferPointer { slots in
            let isNew = slots[slot].address == 0
            slots[slot] = Slot(address: address, entry: Unmanaged.passUnretained(entry))
            return isNew
        }
        guard isNew else { return }
        count += 1
        if count * 2 > slots.count { grow() }
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(address: 0, entry: nil), count: old.count * 2)
        shift -= 1
        let shift = shift
        slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            for moved in old where moved.address != 0 {
                var index = Self.slot(moved.address, shift: shift)
                while slots[index].address != 0 { index = (index + 1) & mask }
                slots[index] = moved
            }
        }
    }
}
