/// Names every object it is shown, `Type#n`, numbered per type in order of first sight, and
/// remembers each in a weak box so it can tell, later, that the object was freed.
///
/// `ObjectIdentifier`s are reused as soon as an object is freed, so an identifier alone is never
/// trusted: a known identifier counts only while its box still holds the very same object.
/// Names are built when asked for, not stored, to keep tracking small (see `make bench`).
package final class ObjectRegistry {
    /// One object ever seen.
    package final class Entry {
        package let typeName: String
        // Counters in 32 bits keep an entry within one 64-byte allocation (`make bench` measures
        // the bytes of tracking per object); four billion objects is past any heap Podbay walks.
        private let storedNumber: UInt32
        private let storedSerial: UInt32
        // Unchecked: read once per object a walk meets, never while another access is open; the
        // runtime's exclusivity bookkeeping cost more than the rest of a lookup.
        @exclusivity(unchecked) package private(set) weak var object: AnyObject?
        /// The walk that last placed this object in a graph, and its node index there: the
        /// walker's index lives here so finding an object costs one hash lookup, not two.
        @exclusivity(unchecked) var walk: UInt32 = 0
        @exclusivity(unchecked) var node: UInt32 = 0

        /// The `n` of `Type#n`.
        var number: Int { Int(storedNumber) }
        /// The order of first sight, from 0.
        var serial: Int { Int(storedSerial) }

        init(typeName: String, number: Int, serial: Int, object: AnyObject) {
            self.typeName = typeName
            storedNumber = UInt32(truncatingIfNeeded: number)
            storedSerial = UInt32(truncatingIfNeeded: serial)
            self.object = object
        }

        /// `Type#n`; an object named apart (`called(_:_:)`) by its name alone.
        package var name: String { storedNumber == 0 ? typeName : typeName + "#" + String(number) }
        package var isAlive: Bool { object != nil }
        /// Named apart: an object that stands for something other than its type, not one of the
        /// scene's objects (`alive` leaves it out).
        package var standsApart: Bool { storedNumber == 0 }
    }

    /// One type's name, described once because describing a type is slow and a heap has few
    /// types, and how many of its objects have been named (the next `n` of `Type#n`).
    private final class TypeRecord {
        let name: String
        @exclusivity(unchecked) var count = 0

        init(name: String) {
            self.name = name
        }
    }

    // The stored tables are touched on every object a walk finds; their accesses never overlap
    // (no callback runs while one is open), so the runtime's exclusivity bookkeeping is skipped.
    @exclusivity(unchecked) package private(set) var entries: [Entry] = []
    /// By address (`ObjectIdentifier`'s bit pattern), which is also how unowned(unsafe) words match.
    @exclusivity(unchecked) private var byAddress = AddressTable()
    @exclusivity(unchecked) private var byType: [ObjectIdentifier: TypeRecord] = [:]
    /// The type last named: heaps come in runs of one type, and this skips the hashing.
    @exclusivity(unchecked) private var lastType: (type: ObjectIdentifier, record: Unmanaged<TypeRecord>)?
    /// Types by name, for reading `Type#n`.
    private var typesByName: [String: ObjectIdentifier] = [:]

    /// How many walks have started; each walk stamps the entries it places with its number.
    private var walks: UInt32 = 0

    package init() {}

    /// A registry that names the live objects `other` knows as `other` does, and numbers each type
    /// on from where `other` left it: a second walk (the REPL's own objects, say) then calls a
    /// lesson's objects by the names `graph` gives them. New entries: a walk's stamps on one
    /// registry's entries mean nothing to another's.
    package convenience init(continuing other: ObjectRegistry) {
        self.init()
        for (type, record) in other.byType {
            let copied = TypeRecord(name: record.name)
            copied.count = record.count
            byType[type] = copied
            typesByName[record.name] = type
        }
        for known in other.entries {
            guard let object = known.object else { continue }
            let entry = Entry(typeName: known.typeName, number: known.number, serial: entries.count, object: object)
            let address = UInt(bitPattern: ObjectIdentifier(object))
            entries.append(entry)
            byAddress.store(entry, address: address, inSlot: byAddress.slot(of: address))
        }
    }

    /// A registry that names the live objects of `earlier` (entries of registries before, an
    /// earlier lesson's leaks) as those entries do, each after its `prefix` (the lesson that
    /// leaked it), and numbers each type on from the highest: `why
    /// interaction:HAL9000ViewController#2` in lesson 3 finds what lesson 2 called by that name.
    package convenience init(naming earlier: [(entry: Entry, prefix: String)]) {
        self.init()
        for (known, prefix) in earlier {
            guard let object = known.object else { continue }
            let key = ObjectIdentifier(Swift.type(of: object))
            let record = byType[key] ?? {
                let made = TypeRecord(name: known.typeName)
                byType[key] = made
                typesByName[made.name] = key
                return made
            }()
            record.count = max(record.count, known.number)
            let entry = Entry(typeName: prefix + known.typeName, number: known.number, serial: entries.count, object: object)
            let address = UInt(bitPattern: ObjectIdentifier(object))
            entries.append(entry)
            byAddress.store(entry, address: address, inSlot: byAddress.slot(of: address))
        }
    }

    /// A fresh number for a walk, so the node indices a previous walk left on entries never count.
    func startWalk() -> UInt32 {
        walks &+= 1
        return walks
    }

    /// The object's entry, creating it (and its number) on first sight.
    @discardableResult
    package func entry(for object: AnyObject) -> Entry {
        let address = UInt(bitPattern: ObjectIdentifier(object))
        return entry(for: object, known: byAddress[address])
    }

    /// The node a walk stamped `stamp` placed the object at `address` at, if it did: that object
    /// is alive (the walk's graph holds it) and two live objects never share an address, so it is
    /// the object at `address`, found without loading a weak box or retaining the object.
    func placedNode(at address: UInt, stamp: UInt32) -> Int? {
        guard let known = byAddress.unmanagedEntry(inSlot: byAddress.slot(of: address)) else { return nil }
        // Read in place: the registry holds every entry, so none is retained for a look.
        return known._withUnsafeGuaranteedRef { $0.walk == stamp ? Int($0.node) : nil }
    }

    /// The walk's one lookup per reference: the node the walk stamped `stamp` already placed
    /// `object` at, or else its entry (made on first sight) stamped as node `next`, which the
    /// walk then adds. One probe of the address table serves the lookup and the insertion;
    /// nothing is retained (the registry holds its entries, the walk's caller the objects).
    @inline(__always)
    func place(_ object: Unmanaged<AnyObject>, stamp: UInt32, next: Int) -> (placed: Int, entry: Unmanaged<Entry>?) {
        let address = UInt(bitPattern: object.toOpaque())
        let slot = byAddress.slot(of: address)
        let entry: Unmanaged<Entry>
        if let known = byAddress.unmanagedEntry(inSlot: slot) {
            let placed = known._withUnsafeGuaranteedRef { $0.walk == stamp ? Int($0.node) : nil }
            if let placed { return (placed, nil) }
            let holdsObject = known._withUnsafeGuaranteedRef { known in object._withUnsafeGuaranteedRef { known.object === $0 } }
            entry = holdsObject ? known : newEntry(for: object, address: address, slot: slot)
        } else {
            entry = newEntry(for: object, address: address, slot: slot)
        }
        entry._withUnsafeGuaranteedRef {
            $0.walk = stamp
            $0.node = UInt32(truncatingIfNeeded: next)
        }
        return (next, entry)
    }

    /// `known` (the entry at the object's address) if it still holds `object`; else a new entry.
    private func entry(for object: AnyObject, known: Entry?) -> Entry {
        if let known, known.object === object { return known }
        let address = UInt(bitPattern: ObjectIdentifier(object))
        return newEntry(for: .passUnretained(object), address: address, slot: byAddress.slot(of: address)).takeUnretainedValue()
    }

    /// A new entry for `object`, at `slot` of the address table (from `slot(of: address)`); the
    /// registry's `entries` own it.
    private func newEntry(for object: Unmanaged<AnyObject>, address: UInt, slot: Int) -> Unmanaged<Entry> {
        let made = object._withUnsafeGuaranteedRef { object in
            record(of: Swift.type(of: object))._withUnsafeGuaranteedRef { record in
                record.count += 1
                return Entry(typeName: record.name, number: record.count, serial: entries.count, object: object)
            }
        }
        entries.append(made)
        byAddress.store(made, address: address, inSlot: slot)
        return .passUnretained(made)
    }

    /// The record of `type`, made (and its name described) on first sight; unretained (`byType`
    /// holds every record).
    private func record(of type: AnyObject.Type) -> Unmanaged<TypeRecord> {
        let key = ObjectIdentifier(type)
        if let lastType, lastType.type == key { return lastType.record }
        let record = byType[key] ?? {
            let made = TypeRecord(name: uniqueName(TypeDisplayName.of(type)))
            byType[key] = made
            typesByName[made.name] = key
            return made
        }()
        lastType = (key, .passUnretained(record))
        return .passUnretained(record)
    }

    /// `name`, or `name~2`, `name~3`… when another type already prints as `name` (two private
    /// types of one name in different files), so every `Type#n` names one object.
    private func uniqueName(_ name: String) -> String {
        guard typesByName[name] != nil else { return name }
        var suffix = 2
        while typesByName["\(name)~\(suffix)"] != nil { suffix += 1 }
        return "\(name)~\(suffix)"
    }

    package func name(of object: AnyObject) -> String {
        entry(for: object).name
    }

    /// Calls `object` `name`, without a number, from now on: the one object that stands for
    /// something other than its type (the open lesson, which keeps its scene on screen, is
    /// `the lesson`, not its scene class). Its entry keeps its place in the order of first sight.
    package func call(_ object: AnyObject, _ name: String) {
        let address = UInt(bitPattern: ObjectIdentifier(object))
        let known = byAddress[address].flatMap { $0.object === object ? $0 : nil }
        let serial = known?.serial ?? entries.count
        let named = Entry(typeName: name, number: 0, serial: serial, object: object)
        if known != nil { entries[serial] = named } else { entries.append(named) }
        byAddress.store(named, address: address, inSlot: byAddress.slot(of: address))
    }

    /// The entry named `Type#n` (the type case-insensitively), alive or not; or named by its type
    /// alone, `Type`, while it is the one live object of that type (its number depends on what
    /// was built before, so a lesson's text can name it on every path).
    package func entry(named name: String) -> Entry? {
        guard let hash = name.lastIndex(of: "#"), let number = Int(name[name.index(after: hash)...]) else {
            let alive = liveEntries(ofType: name)
            return alive.count == 1 ? alive[0] : nil
        }
        let typeName = String(name[..<hash])
        let loose = Self.looseName(typeName)
        let type = typesByName[typeName] ?? typesByName.first { Self.looseName($0.key) == loose }?.value
        guard let type, let record = byType[type], number >= 1, number <= record.count else { return nil }
        // Entries are in order of first sight, so a type's `n`th is at or after serial `n - 1`.
        return entries[(number - 1)...].first { $0.number == number && $0.typeName == record.name }
    }

    /// The live objects of the type named `name` (case-insensitively), in order of first sight;
    /// none for a name with a number or of an object named apart.
    package func liveEntries(ofType name: String) -> [Entry] {
        guard !name.contains("#") else { return [] }
        let loose = Self.looseName(name)
        return entries.filter { $0.isAlive && !$0.standsApart && Self.looseName($0.typeName) == loose }
    }

    /// The live object whose address is `address`, if the registry knows one.
    func liveObject(at address: UInt) -> AnyObject? {
        byAddress[address]?.object
    }

    /// A name as it may be typed: any case, with or without the spaces of a generic type's name
    /// (`treenode<int,song>` for `TreeNode<Int, Song>`), which Tab completes without them.
    package static func looseName(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }

    /// A name in the form Tab completes it: one word, without the spaces of a generic type's name.
    package static func typedName(_ name: String) -> String {
        String(name.filter { $0 != " " })
    }

    /// The name of the live object at `address` (an `ObjectIdentifier`'s bits), if the registry
    /// knows one: never read through the address, which may be of a freed object.
    package func name(ofLiveObjectAt address: UInt) -> String? {
        guard let entry = byAddress[address], entry.isAlive else { return nil }
        return entry.name
    }

    /// The order of first sight of the live object at `address`, if the registry knows one.
    func serial(ofLiveObjectAt address: UInt) -> Int? {
        guard let entry = byAddress[address], entry.isAlive else { return nil }
        return entry.serial
    }

    /// The live objects, in order of first sight.
    package var liveObjects: [AnyObject] {
        entries.compactMap(\.object)
    }
}
