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
        public private(set) weak var object: AnyObject?
        /// The walk that last placed this object in a graph, and its node index there: the
        /// walker's index lives here so finding an object costs one hash lookup, not two.
        var walk: UInt32 = 0
        var node: UInt32 = 0

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

    public private(set) var entries: [Entry] = []
    /// By address (`ObjectIdentifier`'s bit pattern), which is also how unowned(unsafe) words match.
    private var byAddress: [UInt: Entry] = [:]
    /// Entries of each type, in number order, for finding `Type#n`; and its name, described once
    /// because describing a type is slow and a heap has few types.
    private var byType: [ObjectIdentifier: (name: String, entries: [Entry])] = [:]
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
        if let known = byAddress[address], known.object === object { return known }
        let type = ObjectIdentifier(Swift.type(of: object))
        if byType[type] == nil {
            let described = uniqueName(TypeDisplayName.of(Swift.type(of: object)))
            byType[type] = (described, [])
            typesByName[described] = type
        }
        let typeName = byType[type]?.name ?? ""
        let entry = Entry(
            typeName: typeName, number: (byType[type]?.entries.count ?? 0) + 1, serial: entries.count, object: object)
        entries.append(entry)
        byAddress[address] = entry
        byType[type]?.entries.append(entry)
        return entry
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
