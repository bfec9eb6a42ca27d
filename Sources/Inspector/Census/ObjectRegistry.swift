/// Names every object it is shown, `Type#n`, numbered per type in order of first sight, and
/// remembers each in a weak box so it can tell, later, that the object was freed.
///
/// `ObjectIdentifier`s are reused as soon as an object is freed, so an identifier alone is never
/// trusted: a known identifier counts only while its box still holds the very same object.
public final class ObjectRegistry {
    /// One object ever seen.
    public final class Entry {
        public let name: String
        public let typeName: String
        /// The order of first sight, from 0.
        public let serial: Int
        public private(set) weak var object: AnyObject?

        init(name: String, typeName: String, serial: Int, object: AnyObject) {
            self.name = name
            self.typeName = typeName
            self.serial = serial
            self.object = object
        }

        public var isAlive: Bool { object != nil }
    }

    public private(set) var entries: [Entry] = []
    /// By address (`ObjectIdentifier`'s bit pattern), which is how unowned(unsafe) words are matched.
    private var byAddress: [UInt: Entry] = [:]
    private var byName: [String: Entry] = [:]
    private var counters: [String: Int] = [:]
    /// Type names by type, because describing a type is slow and a heap has few types.
    private var typeNames: [ObjectIdentifier: String] = [:]

    public init() {}

    /// The object's entry, creating it (and its name) on first sight.
    @discardableResult
    public func entry(for object: AnyObject) -> Entry {
        let address = UInt(bitPattern: ObjectIdentifier(object))
        if let known = byAddress[address], known.object === object { return known }
        let objectType: AnyClass = type(of: object)
        let typeName = typeNames[ObjectIdentifier(objectType)] ?? {
            let described = String(describing: objectType)
            typeNames[ObjectIdentifier(objectType)] = described
            return described
        }()
        let number = (counters[typeName] ?? 0) + 1
        counters[typeName] = number
        let entry = Entry(name: "\(typeName)#\(number)", typeName: typeName, serial: entries.count, object: object)
        entries.append(entry)
        byAddress[address] = entry
        byName[entry.name] = entry
        return entry
    }

    public func name(of object: AnyObject) -> String {
        entry(for: object).name
    }

    /// The entry named `name` (case-insensitive), alive or not.
    public func entry(named name: String) -> Entry? {
        byName[name] ?? entries.first { $0.name.lowercased() == name.lowercased() }
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
