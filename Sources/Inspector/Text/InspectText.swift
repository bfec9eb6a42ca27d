/// `inspect`: every stored field of one object with its declared type, ownership, and value or
/// target, in columns sized to what they hold and to the width the REPL writes in.
package struct InspectText {
    let symbols: GraphSymbols
    /// The columns to fit in; a value that does not fit is cut at a word or punctuation boundary.
    let width: Int
    /// The name of the live object at an address (an `ObjectIdentifier` key), when Podbay knows it.
    let objectName: (UInt) -> String?

    package init(symbols: GraphSymbols, width: Int = 240, objectName: @escaping (UInt) -> String? = { _ in nil }) {
        self.symbols = symbols
        self.width = width
        self.objectName = objectName
    }

    /// One field's line before it is laid out: its cells and what follows them.
    private struct Row {
        let name: String
        let type: String
        let ownership: String
        /// The value, or the target after its arrow.
        let rest: String
        /// Whether `rest` is a value (cut to fit), not an arrow to a target (never cut).
        let isValue: Bool
        /// A note on the line after (why a closure or a layout could not be read).
        let note: String?
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
        var rows: [Row] = []
        for (field, content) in fields {
            let targets = graph.outgoing.isEmpty ? [] : graph.outgoing[0].filter { graph.edges[$0].field == field.path }
            // Closures among the field's elements that lead to no object: each said in its place
            // (a field that is one such closure keeps its value text).
            let quiet = graph.quietClosures.filter { $0.from == 0 && $0.field == field.path && $0.path != field.path }
            guard !targets.isEmpty || !quiet.isEmpty else {
                // A value is not a reference: only a field that is one gets an ownership word.
                rows.append(Row(
                    name: "." + field.name, type: field.typeName, ownership: field.isReference ? field.ownership.rawValue : "value",
                    rest: valueText(content, field: field), isValue: true, note: nil))
                continue
            }
            // In the order read: a quiet closure read before edge n has position n.
            let order = (targets.map { (position: $0, quiet: -1) } + quiet.indices.map { (position: quiet[$0].position, quiet: $0) })
                .sorted { ($0.position, $0.quiet < 0 ? 1 : 0) < ($1.position, $1.quiet < 0 ? 1 : 0) }
            for (index, quietIndex) in order {
                if quietIndex >= 0 {
                    let closure = quiet[quietIndex]
                    let suffix = String(closure.path.dropFirst(field.name.count + 1))
                    rows.append(Row(
                        name: "." + field.name, type: field.typeName, ownership: "value",
                        rest: (suffix.isEmpty ? "" : suffix + " ") + "closure, " + closure.text, isValue: false, note: nil))
                    continue
                }
                let edge = graph.edges[index]
                let suffix = String(edge.path.dropFirst(field.name.count + 1))
                // The same spacing as `graph`: a path, a space, the arrow.
                let arrow = (suffix.isEmpty ? "" : suffix + " ") + symbols.arrow + " " + TargetText.of(edge.to, in: graph)
                let unsafe: String? = switch (edge.ownership, edge.to) {
                case (.unownedUnsafe, .node): TargetText.byAddress
                default: nil
                }
                rows.append(Row(
                    name: "." + field.name, type: field.typeName, ownership: edge.ownershipText, rest: arrow, isValue: false,
                    note: graph.notes[index] ?? unsafe))
            }
        }
        return lines + laidOut(rows)
    }

    /// The rows in columns as wide as their widest cell, narrowed (the type first, then the name)
    /// until a value has room beside them; a cell wider than its column pushes only its own line.
    /// How many lines a value may take below its field before it is cut.
    static let valueLines = 3

    private func laidOut(_ rows: [Row]) -> [String] {
        guard !rows.isEmpty else { return [] }
        let indent = "  ", continuation = "    "
        var nameWidth = rows.map(\.name.count).max() ?? 0
        var typeWidth = rows.map(\.type.count).max() ?? 0
        let ownershipWidth = rows.map(\.ownership.count).max() ?? 0
        let room = 20
        func fixed() -> Int { indent.count + nameWidth + 1 + typeWidth + 1 + ownershipWidth + 1 }
        // Narrowed to the next narrower cell, so the rows that still fit stay aligned.
        for narrower in Set(rows.map(\.type.count)).sorted(by: >) where fixed() + room > width && narrower < typeWidth {
            typeWidth = narrower
        }
        for narrower in Set(rows.map(\.name.count)).sorted(by: >) where fixed() + room > width && narrower < nameWidth {
            nameWidth = narrower
        }
        var lines: [String] = []
        var cut = false
        /// `rest` after `head` on one line, or on lines of its own: a target whole (a name to type
        /// back), a value broken at words over up to `valueLines` lines, cut at a word past them.
        func place(_ head: String, _ row: Row) {
            if head.count + row.rest.count <= width {
                lines.append(head + row.rest)
                return
            }
            lines.append(String(head.reversed().drop { $0 == " " }.reversed()))
            guard row.isValue else {
                lines.append(continuation + row.rest)
                return
            }
            var left = row.rest
            for line in 1...Self.valueLines {
                let room = width - continuation.count
                guard left.count > room else {
                    lines.append(continuation + left)
                    return
                }
                guard line < Self.valueLines, let piece = left.cutAtBoundary(to: room + 1).map({ String($0.dropLast()) }),
                    !piece.isEmpty
                else { break }
                lines.append(continuation + piece)
                left = String(left.dropFirst(piece.count).drop { $0 == " " })
            }
            let shown = left.cutAtBoundary(to: width - continuation.count) ?? "…"
            lines.append(continuation + shown)
            cut = true
        }
        for row in rows {
            let name = row.name.padding(toLength: nameWidth)
            let cells = indent + name + " " + row.type.padding(toLength: typeWidth) + " " + row.ownership
            if cells.count > width {
                // The name and type alone, the ownership and what follows on the next line; a
                // declared type too long for any line is cut like a value (a long generic protocol).
                let typeRoom = width - indent.count - row.name.count - 1
                let type = row.type.count > typeRoom ? row.type.cutAtBoundary(to: max(typeRoom, 2)) ?? row.type : row.type
                cut = cut || type != row.type
                lines.append(indent + row.name + " " + type)
                place(continuation + row.ownership + " ", row)
            } else {
                place(cells.padding(toLength: cells.count - row.ownership.count + ownershipWidth) + " ", row)
            }
            if let note = row.note { lines.append("      (" + note + ")") }
        }
        if cut { lines.append("  (… ends a value cut at a word to fit \(width) columns)") }
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
        case .unsafeAddress: return TargetText.unknownAddress
        case .value(let value):
            return ValueText(objectName: objectName).of(value)
        case .stored:
            return "…"
        }
    }
}
