/// Writes a message value the way Swift source would: `.failure(.wrongPair)`,
/// `.failure(reason: "Check your credentials")`, `.prefill(login: "dave", password: "")`.
///
/// `String(describing:)` is close but not source: it qualifies nested enums with their module
/// and wraps optionals in `Optional(…)`. This walks the value with `Mirror` instead.
public enum SwiftLiteral {
    public static func text(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return text(of: wrapped)
        case .enum?:
            return enumCase(value, mirror)
        default:
            if let string = value as? String { return quoted(string) }
            if let array = value as? [Any] { return "[" + array.map { text(of: $0) }.joined(separator: ", ") + "]" }
            return String(describing: value)
        }
    }

    /// A string as a Swift literal a person reads: `"I'm sorry, Dave"`, where `String(reflecting:)`
    /// writes `"I\'m sorry, Dave"`. The escapes a reader needs stay: `\"` and `\\` (where the
    /// literal ends), C0 controls and DEL as Swift writes them (`\n`, `\u{7F}`); the other
    /// scalars a terminal obeys are shown by `TerminalGuard` on the way out.
    public static func quoted(_ string: String) -> String {
        var literal = "\""
        for scalar in string.unicodeScalars {
            literal += scalar == "'" ? "'" : scalar.escaped(asASCII: false)
        }
        return literal + "\""
    }

    private static func enumCase(_ value: Any, _ mirror: Mirror) -> String {
        guard let payload = mirror.children.first, let name = payload.label else {
            return "." + String(describing: value)
        }
        let inner = Mirror(reflecting: payload.value)
        let arguments: [String]
        if inner.displayStyle == .tuple {
            arguments = inner.children.map { child in
                let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                return (label.map { $0 + ": " } ?? "") + text(of: child.value)
            }
        } else {
            let label = singleLabel(in: String(describing: value), caseName: name)
            arguments = [(label.map { $0 + ": " } ?? "") + text(of: payload.value)]
        }
        return "." + name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The label of a case's only associated value, which `Mirror` drops but the description keeps:
    /// `failure(reason: …)` → `reason`.
    private static func singleLabel(in description: String, caseName: String) -> String? {
        guard description.hasPrefix(caseName + "(") else { return nil }
        let rest = description.dropFirst(caseName.count + 1)
        let label = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !label.isEmpty, rest.dropFirst(label.count).hasPrefix(": ") else { return nil }
        return String(label)
    }
}
