/// A short, readable rendering of a stored value for `inspect`: optionals unwrapped, strings
/// quoted, structs and enums written as Swift would, without module names, cut at a length.
struct ValueText {
    let limit = 60

    func of(_ value: Any) -> String {
        let text = render(value, depth: 0)
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    private func render(_ value: Any, depth: Int) -> String {
        if let string = value as? String { return String(reflecting: string) }
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
        case .collection?, .set?:
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
