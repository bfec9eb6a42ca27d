/// `inspect`: every stored field of one object with its declared type, ownership, and value or
/// target.
public struct InspectRenderer {
    public let symbols: GraphSymbols

    public init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    /// - Parameters:
    ///   - fields: the object's fields as the reader read them.
    ///   - graph: a walk one reference deep from the object, for the targets' names.
    public func lines(
        name: String, retainCount: UInt, fields: [(field: StoredField, content: FieldContent)], graph: ObjectGraph
    ) -> [String] {
        var lines = ["\(name)  (retain count \(retainCount): a diagnostic, it counts temporaries too)"]
        if fields.isEmpty { lines.append("  no stored fields") }
        for (field, content) in fields {
            let head = "  ." + field.name.padding(toLength: 18) + " " + field.typeName.padding(toLength: 24) + " "
                + field.ownership.rawValue.padding(toLength: 8)
            let targets = graph.edges.filter { $0.from == 0 && $0.field == field.path }
            if targets.isEmpty {
                lines.append(head + " " + valueText(content))
            } else {
                for target in targets {
                    let suffix = String(target.path.dropFirst(field.name.count + 1))
                    lines.append(head + " " + suffix + symbols.arrow + " " + TargetText.of(target.to, in: graph))
                }
            }
        }
        return lines
    }

    private func valueText(_ content: FieldContent) -> String {
        switch content {
        case .object(nil), .unownedNil: return "nil"
        case .object(let object?): return TypeDisplayName.of(type(of: object))
        case .objects(let objects): return "\(objects.count) objects"
        case .unownedTarget(let object): return TypeDisplayName.of(type(of: object))
        case .unownedDead: return "<dead>"
        case .unsafeAddress: return "<address of no live object>"
        case .value(let value):
            return ValueText().of(value)
        }
    }
}
