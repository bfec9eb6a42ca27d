import Foundation

/// The statement mutants: a call or an assignment deleted or repeated, a guard deleted, two
/// adjacent statements swapped.
extension MutantMaker {
    enum StatementKind { case call, assignment, `guard` }

    /// The statements of every code block that are of `kind`, in order. A function's or closure's
    /// only statement may be its result (`func f() -> T { T() }`): it is left alone.
    func statements(_ source: SwiftSource, kind: StatementKind) -> [SwiftSource.Statement] {
        source.blocks.flatMap { block -> [SwiftSource.Statement] in
            let statements = source.statements(in: block)
            if statements.count == 1 && source.code[block.openLine].contains("->") { return [] }
            return statements.filter { Self.kind(of: $0, source) == kind }
        }
    }

    private static let declarationWords: Set<String> = [
        "let", "var", "return", "if", "for", "while", "repeat", "switch", "defer", "case", "default", "do", "catch", "throw",
        "typealias", "func", "init", "deinit", "private", "fileprivate", "public", "internal", "package", "static", "final",
        "lazy", "weak", "unowned", "class", "struct", "enum", "extension", "protocol", "import", "break", "continue",
        "fallthrough",
    ]

    static func kind(of statement: SwiftSource.Statement, _ source: SwiftSource) -> StatementKind? {
        let text = source.code[statement.first...statement.last].joined(separator: "\n")
        let first = text.trimmedSpaces.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" }
        if first == "guard" { return .guard }
        if declarationWords.contains(String(first)) || first.hasPrefix("@") { return nil }
        if hasAssignment(text) { return .assignment }
        return text.contains("(") || text.contains("{") ? .call : nil
    }

    /// Whether `text` assigns at its top level (`x = …`, `x += …`), not inside parentheses or braces
    /// and not a comparison.
    static func hasAssignment(_ text: String) -> Bool {
        let characters = Array(text)
        var depth = 0
        for (index, character) in characters.enumerated() {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            guard character == "=", depth == 0 else { continue }
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            if after == "=" || "=!<>".contains(before) && !(before == "<" && index > 1 && characters[index - 2] == "<") { continue }
            return true
        }
        return false
    }

    func delete(_ statement: SwiftSource.Statement, _ source: SwiftSource) -> Change {
        var lines = source.lines
        lines.removeSubrange(statement.first...statement.last)
        return (statement.first, lines)
    }

    func repeated(_ statement: SwiftSource.Statement, _ source: SwiftSource) -> Change {
        var lines = source.lines
        lines.insert(contentsOf: source.lines[statement.first...statement.last], at: statement.last + 1)
        return (statement.first, lines)
    }

    func swaps(_ source: SwiftSource) -> [Change] {
        source.blocks.flatMap { block -> [Change] in
            let statements = source.statements(in: block)
            return zip(statements, statements.dropFirst()).compactMap { first, second -> Change? in
                let one = Array(source.lines[first.first...first.last])
                let two = Array(source.lines[second.first...second.last])
                guard one.map(\.trimmedSpaces) != two.map(\.trimmedSpaces),
                    !(Self.storesParameter(one) && Self.storesParameter(two))
                else { return nil }
                var lines = source.lines
                lines.replaceSubrange(second.first...second.last, with: one)
                lines.replaceSubrange(first.first...first.last, with: two)
                return (first.first, lines)
            }
        }
    }

    /// Whether `lines` are one `self.name = name`: an initializer storing its parameter. Two of them
    /// in either order do the same (no observer runs), so that swap is not made.
    static func storesParameter(_ lines: [String]) -> Bool {
        guard lines.count == 1, let match = lines[0].trimmedSpaces.firstMatch(of: /^self\.(\w+)\s*=\s*(\w+)$/) else { return false }
        return match.output.1 == match.output.2
    }

    /// A stored property's line, indented as the type's members are.
    func property(_ declaration: String, in type: SwiftSource.Block, _ source: SwiftSource) -> String {
        source.lines[type.openLine].indentation + "    " + declaration
    }

    /// Each compound assignment (`x += e`, `x -= e`) made a plain one (`x = e`).
    func setsNotAdds(_ source: SwiftSource) -> [Change] {
        source.code.enumerated().flatMap { index, code in
            code.matches(of: /\s[+\-*]=\s/).map { match in
                (index, source.lines.replacing(index, with: source.lines[index].replacing(code.offsets(match.range), with: " = ")))
            }
        }
    }
}
