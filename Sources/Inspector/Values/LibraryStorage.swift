/// What a standard library collection's storage object stands for when Swift passes it as a
/// closure's context: a closure whose only capture is an `Array` (a `Dictionary`, a `Set`) gets
/// the collection's one word, its storage object, as its context. The storage is no object of the
/// program's: the reader reads through it to the elements, as it reads the collection elsewhere.
enum LibraryStorage {
    /// The storage of a collection of this type (`Array<Panel>` for `_ContiguousArrayStorage<…>`):
    /// the context word is read as a value of that type.
    case collection(Any.Type)
    /// An empty collection's shared singleton: it holds nothing.
    case empty
    /// Not a library storage object: an object of the program's, captured as the context.
    case none

    /// Mangled storage class names (`s23_ContiguousArrayStorageCy` + arguments + `G`) and the
    /// collection spelled with the same generic arguments (`Say` + arguments + `G`), so the
    /// collection type is the runtime's own answer for the storage's element types.
    private static let collections: [(storage: String, collection: String)] = [
        ("s23_ContiguousArrayStorageCy", "Say"), ("s18_DictionaryStorageCy", "SDy"), ("s11_SetStorageCy", "Shy"),
    ]
    private static let singletons: Set = ["s19__EmptyArrayStorageC", "s26__EmptyDictionarySingletonC", "s19__EmptySetSingletonC"]

    /// What an object of class `type` is as a context; only classes of the standard library are
    /// looked at by name.
    static func of(_ type: AnyClass) -> LibraryStorage {
        guard let mangled = _mangledTypeName(type), mangled.hasPrefix("s") else { return .none }
        if singletons.contains(mangled) { return .empty }
        for known in collections where mangled.hasPrefix(known.storage) && mangled.hasSuffix("G") {
            let arguments = mangled.dropFirst(known.storage.count)
            guard let collection = _typeByName(known.collection + arguments) else { return .none }
            return .collection(collection)
        }
        return .none
    }
}
