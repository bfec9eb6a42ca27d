import SuperSimple

/// A short, readable rendering of a stored value for `inspect`: optionals unwrapped, strings
/// quoted, structs and enums written as Swift would, without module names, an `ObjectIdentifier`
/// as its object's name, a dictionary in the order of its keys' text (never the hash order), cut
/// at a length at a word or punctuation boundary.
struct ValueText {
    let limit = 400
    /// The name of the live object at an address, when Podbay knows one.
    let objectName: (UInt) -> String?

    init(objectName: @escaping (UInt) -> String? = { _ in nil }) {
        self.objectName = objectName
    }

    func of(_ value: Any) -> String {
        let text = render(value, depth: 0)
        return text.cutAtBoundary(to: limit) ?? String(text.prefix(limit - 1)) + "…"
    }

    private func render(_ value: Any, depth: Int) -> String {
        if let string = value as? String { return SwiftLiteral.quoted(string) }
        if let identifier = value as? ObjectIdentifier {
            // An address differs from run to run: the object's name, or a placeholder that does not.
            return objectName(UInt(bitPattern: identifier)).map { "ObjectIdentifier(\($0))" } ?? "ObjectIdentifier(an object Podbay has not seen)"
        }
        let mirror = Mirror(reflecting: value)
        guard depth < 3 else { return "…" }
        switch mirror.displayStyle {
        case .optional?:
            return mirror.children.first.map { render($0.value, depth: depth) } ?? "nil"
        case .struct? where Self.holdsUnowned(mirror.subjectType):
            // Reading an unowned field through Mirror traps when its object is gone.
            return String(describing: mirror.subjectType) + "(…)"
        case .struct?, .tuple?:
            let name = mirror.displayStyle == .struct ? String(describing: mirror.subjectType) : ""
            let fields = mirror.children.map { child in
                (child.label.map { $0.hasPrefix(".") ? "" : $0 + ": " } ?? "") + render(child.value, depth: depth + 1)
            }
            return name + "(" + fields.joined(separator: ", ") + ")"
        case .dictionary?:
            guard mirror.children.count > 0 else { return "[:]" }
            let pairs = mirror.children.map { pair -> String in
                let parts = Array(Mirror(reflecting: pair.value).children)
                guard parts.count == 2 else { return render(pair.value, depth: depth + 1) }
                return render(parts[0].value, depth: depth + 1) + ": " + render(parts[1].value, depth: depth + 1)
            }.sorted()
            return "[" + pairs.prefix(4).joined(separator: ", ") + (pairs.count > 4 ? ", …" : "") + "]"
        case .set?:
            let items = mirror.children.map { render($0.value, depth: depth + 1) }.sorted()
            return "[" + items.prefix(4).joined(separator: ", ") + (items.count > 4 ? ", …" : "") + "]"
        case .collection?:
            let items = mirror.children.prefix(4).map { render($0.value, depth: depth + 1) }
            return "[" + items.joined(separator: ", ") + (mirror.children.count > 4 ? ", …" : "") + "]"
        case .class?:
            return String(describing: mirror.subjectType)
        default:
            return String(describing: value)
        }
    }

    /// Whether a struct declares an unowned or unowned(unsafe) field of its own.
    private static func holdsUnowned(_ type: Any.Type) -> Bool {
        FieldDescriptorReader().ownership(ofFieldsDeclaredBy: type)?.values.contains { $0 == .unowned || $0 == .unownedUnsafe } ?? true
    }
}
