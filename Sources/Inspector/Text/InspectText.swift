/// `inspect`: every stored field of one object with its declared type, ownership, and value or
/// target.
package struct InspectText {
    let symbols: GraphSymbols

    package init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    /// - Parameters:
    ///   - fields: the object's fields as the reader read them.
    ///   - graph: a walk one reference deep from the object, for the targets' names.
    ///   - superclasses: the object's class's superclasses, nearest first (`Superclasses.of`);
    ///     said only when there are some, since a class of its own inherits from nothing.
    package func lines(
        name: String, retainCount: UInt, fields: [(field: StoredField, content: FieldContent)], graph: ObjectGraph,
        superclasses: [String] = []
    ) -> [String] {
        var lines = ["\(name)  (retain count \(retainCount): a diagnostic, it counts temporaries too)"]
        if !superclasses.isEmpty {
            lines.append("  a subclass of " + superclasses.joined(separator: ", itself a subclass of ") + ": fields it inherits come first")
        }
        if fields.isEmpty { lines.append("  no stored fields") }
        for (field, content) in fields {
            func head(_ ownership: String) -> String {
                "  ." + field.name.padding(toLength: 18) + " " + field.typeName.padding(toLength: 24) + " " + ownership.padding(toLength: 8)
            }
            let targets = graph.outgoing.isEmpty ? [] : graph.outgoing[0].filter { graph.edges[$0].field == field.path }
            guard !targets.isEmpty else {
                // A value is not a reference: only a field that is one gets an ownership word.
                lines.append(head(field.isReference ? field.ownership.rawValue : "value") + " " + valueText(content, field: field))
                continue
            }
            for index in targets {
                let edge = graph.edges[index]
                let suffix = String(edge.path.dropFirst(field.name.count + 1))
                lines.append(head(edge.ownershipText) + " " + suffix + symbols.arrow + " " + TargetText.of(edge.to, in: graph))
                if let note = graph.notes[index] { lines.append("      (" + note + ")") }
            }
        }
        return lines
    }

    private func valueText(_ content: FieldContent, field: StoredField) -> String {
        if field.isClosure { return "closure capturing no live object" }
        switch content {
        case .object(nil), .unownedNil: return "nil"
        case .object(let object?): return TypeDisplayName.of(type(of: object))
        case .objects(let objects): return "\(objects.count) objects"
        case .unownedTarget(let object): return TypeDisplayName.of(type(of: object))
        case .unownedDead: return "<dead>"
        case .unsafeAddress: return "<address of no live object>"
        case .value(let value):
            return ValueText().of(value)
        case .stored:
            return "…"
        }
    }
}
