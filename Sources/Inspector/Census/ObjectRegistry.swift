/// Names every object it is shown, `Type#n`, numbered per type in order of first sight, and
/// remembers each in a weak box so it can tell, later, that the object was freed.
///
/// `ObjectIdentifier`s are reused as soon as an object is freed, so an identifier alone is never
/// trusted: a known identifier counts only while its box still holds the very same object.
/// Names are built when asked for, not stored, to keep tracking small (see `make bench`).
public final class ObjectRegistry {
    /// One object ever seen.
    public final class Entry {
        public let typeName: String
        // Counters in 32 bits keep an entry within one 64-byte allocation (`make bench` measures
        // the bytes of tracking per object); four billion objects is past any heap Podbay walks.
        private let storedNumber: UInt32
        private let storedSerial: UInt32
        // Unchecked: read once per object a walk meets, never while another access is open; the
        // runtime's exclusivity bookkeeping cost more than the rest of a lookup.
        @exclusivity(unchecked) public private(set) weak var object: AnyObject?
        /// The walk that last placed this object in a graph, and its node index there: the
        /// walker's index lives here so finding an object costs one hash lookup, not two.
        @exclusivity(unchecked) var walk: UInt32 = 0
        @exclusivity(unchecked) var node: UInt32 = 0

        /// The `n` of `Type#n`.
        public var number: Int { Int(storedNumber) }
        /// The order of first sight, from 0.
        public var serial: Int { Int(storedSerial) }

        init(typeName: String, number: Int, serial: Int, object: AnyObject) {
            self.typeName = typeName
            storedNumber = UInt32(truncatingIfNeeded: number)
            storedSerial = UInt32(truncatingIfNeeded: serial)
            self.object = object
        }

        public var name: String { typeName + "#" + String(number) }
        public var isAlive: Bool { object != nil }
    }

    /// The entries of one type, in number order, for finding `Type#n`; and its name, described
    /// once because describing a type is slow and a heap has few types.
    private final class TypeRecord {
        let name: String
        @exclusivity(unchecked) var entries: [Entry] = []

        init(name: String) {
            self.name = name
        }
    }

    // The stored tables are touched on every object a walk finds; their accesses never overlap
    // (no callback runs while one is open), so the runtime's exclusivity bookkeeping is skipped.
    @exclusivity(unchecked) public private(set) var entries: [Entry] = []
    /// By address (`ObjectIdentifier`'s bit pattern), which is also how unowned(unsafe) words match.
    @exclusivity(unchecked) private var byAddress = AddressTable()
    @exclusivity(unchecked) private var byType: [ObjectIdentifier: TypeRecord] = [:]
    /// The type last named: heaps come in runs of one type, and this skips the hashing.
    @exclusivity(unchecked) private var lastType: (type: ObjectIdentifier, record: TypeRecord)?
    /// Types by name, for reading `Type#n`.
    private var typesByName: [String: ObjectIdentifier] = [:]

    /// How many walks have started; each walk stamps the entries it places with its number.
    private var walks: UInt32 = 0

    public init() {}

    /// A fresh number for a walk, so the node indices a previous walk left on entries never count.
    func startWalk() -> UInt32 {
        walks &+= 1
        return walks
    }

    /// The object's entry, creating it (and its number) on first sight.
    @discardableResult
    public func entry(for object: AnyObject) -> Entry {
        let address = UInt(bitPattern: ObjectIdentifier(object))
        return entry(for: object, known: byAddress[address])
    }

    /// The node a walk stamped `stamp` placed the object at `address` at, if it did: that object
    /// is alive (the walk's graph holds it) and two live objects never share an address, so it is
    /// the object at `address`, found without loading a weak box or retaining the object.
    func placedNode(at address: UInt, stamp: UInt32) -> Int? {
        guard let known = byAddress[address], known.walk == stamp else { return nil }
        return Int(known.node)
    }

    /// `known` (the entry at the object's address) if it still holds `object`; else a new entry.
    private func entry(for object: AnyObject, known: Entry?) -> Entry {
        if let known, known.object === object { return known }
        let address = UInt(bitPattern: ObjectIdentifier(object))
        let record = record(of: Swift.type(of: object))
        let entry = Entry(typeName: record.name, number: record.entries.count + 1, serial: entries.count, object: object)
        entries.append(entry)
        byAddress[address] = entry
        record.entries.append(entry)
        return entry
    }

    /// The record of `type`, made (and its name described) on first sight.
    private func record(of type: AnyObject.Type) -> TypeRecord {
        let key = ObjectIdentifier(type)
        if let lastType, lastType.type == key { return lastType.record }
        let record = byType[key] ?? {
            let made = TypeRecord(name: uniqueName(TypeDisplayName.of(type)))
            byType[key] = made
            typesByName[made.name] = key
            return made
        }()
        lastType = (key, record)
        return record
    }

    /// `name`, or `name~2`, `name~3`… when another type already prints as `name` (two private
    /// types of one name in different files), so every `Type#n` names one object.
    private func uniqueName(_ name: String) -> String {
        guard typesByName[name] != nil else { return name }
        var suffix = 2
        while typesByName["\(name)~\(suffix)"] != nil { suffix += 1 }
        return "\(name)~\(suffix)"
    }

    public func name(of object: AnyObject) -> String {
        entry(for: object).name
    }

    /// The entry named `Type#n` (the type case-insensitively), alive or not.
    public func entry(named name: String) -> Entry? {
        guard let hash = name.lastIndex(of: "#"), let number = Int(name[name.index(after: hash)...]) else { return nil }
        let typeName = String(name[..<hash])
        let type = typesByName[typeName] ?? typesByName.first { $0.key.lowercased() == typeName.lowercased() }?.value
        guard let type, let list = byType[type]?.entries, number >= 1, number <= list.count else { return nil }
        return list[number - 1]
    }

    /// The live object whose address is `address`, if the registry knows one.
    public func liveObject(at address: UInt) -> AnyObject? {
        byAddress[address]?.object
    }

    /// The live objects, in order of first sight.
    public var liveObjects: [AnyObject] {
        entries.compactMap(\.object)
    }
}
