import Foundation

/// The method-reference mutant: a stored `obj.method`, which holds `obj` strongly.
extension MutantMaker {
    /// Before a statement that calls `object.method(label: …)`, the method is stored unapplied
    /// (`self.mutantMethod = object.method(label:)`), which keeps `object` as long as the store does:
    /// a property of the class, or a global outside a class.
    func methodReferences(_ source: SwiftSource) -> [Change] {
        var changes: [Change] = []
        for (index, code) in source.code.enumerated() {
            for match in code.matches(of: /\b([a-z_]\w*)(\?)?\.([a-z_]\w*)\s*([({])/) {
                let receiver = String(match.output.1)
                let range = code.offsets(match.range)
                guard !["self", "super"].contains(receiver), !code.isMember(at: range.lowerBound),
                    let statement = source.statement(containing: index)
                else { continue }
                var reference = "\(receiver)\(match.output.2 ?? "").\(match.output.3)"
                if match.output.4 == "(" {
                    let labels = Self.labels(Array(code), from: range.upperBound)
                    if !labels.isEmpty { reference += "(" + labels.map { $0 + ":" }.joined() + ")" }
                }
                var lines = source.lines
                // A function's only statement may be its result: with a statement before it, it needs its `return`.
                if let block = source.blocks(around: index).first(where: \.isCode), source.statements(in: block).count == 1,
                    source.code[block.openLine].contains("->"), !source.code[statement.first].trimmedSpaces.hasPrefix("return")
                {
                    let indent = lines[statement.first].indentation
                    lines[statement.first] = indent + "return " + lines[statement.first].dropFirst(indent.count)
                }
                let owner = source.enclosingType(of: index)
                let indent = source.lines[statement.first].indentation
                if let owner, owner.keyword == "class" {
                    let target = source.nearestCaptureList(around: index)?.contains("weak self") == true ? "self?" : "self"
                    lines.insert("\(indent)\(target).mutantMethod = \(reference) as Any", at: statement.first)
                    lines.insert(property("private var mutantMethod: Any?", in: owner.block, source), at: owner.block.openLine + 1)
                } else {
                    lines.insert("\(indent)mutantMethod = \(reference) as Any", at: statement.first)
                    lines.append("nonisolated(unsafe) private var mutantMethod: Any?")
                }
                changes.append((index, lines))
            }
        }
        return changes
    }

    /// The argument labels of the call whose `(` is just before `start`: `_` for an unlabelled one.
    static func labels(_ code: [Character], from start: Int) -> [String] {
        var depth = 0
        var arguments: [String] = []
        var current = ""
        for character in code[start...] {
            if character == ")" && depth == 0 { break }
            if character == "(" || character == "[" || character == "{" { depth += 1 }
            if character == ")" || character == "]" || character == "}" { depth -= 1 }
            if character == "," && depth == 0 {
                arguments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmedSpaces.isEmpty { arguments.append(current) }
        return arguments.map { argument in
            let text = argument.trimmedSpaces
            guard let match = text.firstMatch(of: /^(\w+)\s*:(?!:)/) else { return "_" }
            return String(match.output.1)
        }
    }
}
