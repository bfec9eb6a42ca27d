/// An object's plain stored values as one text (`identifier: "A", weight: 3`), to order objects
/// Podbay has not named yet by what they hold rather than by the hash order of the set they sit
/// in. Only fields that hold no reference at any depth are read (copying such a value is always
/// safe), superclass fields first.
struct ContentKey {
    let shapes: ValueShapes
    /// A text this long orders any two objects a person would tell apart.
    let limit = 200

    func of(_ object: AnyObject) -> String {
        var levels: [Any.Type] = []
        var level: AnyClass? = type(of: object)
        while let current = level {
            levels.append(current)
            level = _getSuperclass(current)
        }
        guard let fields = StoredFieldReader.fields(of: type(of: object), levels: levels) else { return "" }
        var text = ""
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for field in fields where field.ownership == .strong && shapes.holdsNothing(field.type) {
                guard text.count < limit else { break }
                text += field.name + ": " + String(describing: ValueScanner.load(base + field.offset, as: field.type)) + ", "
            }
        }
        return String(text.prefix(limit))
    }
}
