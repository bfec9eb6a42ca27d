import Foundation

/// Makes the mutants of one reference solution file, every operator at every place it applies, in
/// a fixed order (operators as `MutationOperator` lists them, then by line): the same file gives
/// the same mutants on every run. Two changes that give the same text are one mutant (the first).
struct MutantMaker {
    let types: DeclaredTypes

    /// One change: where (0-based line, reference numbering) and the whole changed file.
    private typealias Change = (line: Int, lines: [String])

    func mutants(file: String, text: String) -> [Mutant] {
        let source = SwiftSource(text: text)
        var seen: Set<String> = [source.lines.joined(separator: "\n") + "\n"]
        var ordinals: [String: Int] = [:]
        var mutants: [Mutant] = []
        for mutation in MutationOperator.allCases {
            for change in changes(mutation, source) {
                let changed = change.lines.joined(separator: "\n") + "\n"
                guard seen.insert(changed).inserted else { continue }
                let key = "\(mutation.rawValue) \(change.line)"
                let ordinal = ordinals[key, default: 0] + 1
                ordinals[key] = ordinal
                mutants.append(Mutant(mutation: mutation, file: file, line: change.line + 1, ordinal: ordinal, text: changed))
            }
        }
        return mutants
    }

    private func changes(_ mutation: MutationOperator, _ source: SwiftSource) -> [Change] {
        switch mutation {
        case .dropWeak: dropWeak(source)
        case .dropCaptureList: captureLists(source, keep: false)
        case .strongCapture: captureLists(source, keep: true)
        case .useKeptStrongly: useKeptStrongly(source)
        case .keepEveryArgument: keepEveryArgument(source)
        case .keepAssembled: keepAssembled(source)
        case .lazyKeep: lazyKeep(source)
        case .concreteInitializer: concreteInitializers(source)
        case .staticCache: caches(source, lazy: false)
        case .lazyCache: caches(source, lazy: true)
        case .methodReference: methodReferences(source)
        case .swapStatements: swaps(source)
        case .deleteCall: statements(source, kind: .call).map { delete($0, source) }
        case .repeatCall: statements(source, kind: .call).map { repeated($0, source) }
        case .deleteAssignment: statements(source, kind: .assignment).map { delete($0, source) }
        case .deleteGuard: statements(source, kind: .guard).map { delete($0, source) }
        }
    }

    // MARK: Ownership

    private func dropWeak(_ source: SwiftSource) -> [Change] {
        source.code.enumerated().flatMap { index, code in
            code.matches(of: /\b(?:weak|unowned(?:\((?:safe|unsafe)\))?)\s+(?=(?:var|let)\b)/).map { match in
                (index, source.lines.replacing(index, with: source.lines[index].replacing(code.offsets(match.range), with: "")))
            }
        }
    }

    /// A closure's capture list dropped (`keep: false`) or made strong (`keep: true`); what the
    /// body did with a weak capture (`self?.x`, `guard let self`) is rewritten for a strong one.
    private func captureLists(_ source: SwiftSource, keep: Bool) -> [Change] {
        source.blocks.compactMap { block -> Change? in
            guard case .closure(let captures?) = block.kind, captures.contains("weak") || captures.contains("unowned") else { return nil }
            let code = source.code[block.openLine]
            let after = Array(code)[(block.openColumn + 1)...]
            guard let open = after.firstIndex(of: "["), let close = after.firstIndex(of: "]") else { return nil }
            let entries = captures.split(separator: ",").map { $0.trimmedSpaces }
            let weakNames = entries.filter { $0.hasPrefix("weak ") }.compactMap { entry in
                entry.split { $0 == " " || $0 == "=" }.dropFirst().first.map(String.init)
            }
            var line = source.lines[block.openLine]
            if keep {
                let strong = entries.map { $0.replacing(/^(?:weak|unowned(?:\((?:safe|unsafe)\))?)\s+/, with: "") }
                line = line.replacing(open..<(close + 1), with: "[" + strong.joined(separator: ", ") + "]")
            } else {
                var end = close + 1
                let characters = Array(line)
                while end < characters.count, characters[end] == " " { end += 1 }
                line = line.replacing(open..<end, with: "")
                // `{ [weak self] in` without its list is `{ in`, which is not Swift: the `in` goes too.
                let rest = Array(line)[(block.openColumn + 1)...]
                let restText = String(rest).trimmedSpaces
                if restText == "in" || restText.hasPrefix("in ") {
                    let at = rest.firstIndex(of: "i") ?? rest.startIndex
                    // `in` and the space after it, when something follows.
                    line = line.replacing(at..<(restText == "in" ? at + 2 : at + 3), with: "")
                }
            }
            var lines = source.lines.replacing(block.openLine, with: line)
            for index in (block.openLine...block.closeLine).reversed() {
                for name in weakNames {
                    if source.code[index].trimmedSpaces.hasPrefix("guard let \(name)") {
                        lines.remove(at: index)
                        break
                    }
                    lines[index] = lines[index].replacingOccurrences(of: "\(name)?.", with: "\(name).")
                }
            }
            return (block.openLine, lines)
        }
    }

    /// `func use(_ x: T)` in a class keeps `x` in a stored strong property as well.
    private func useKeptStrongly(_ source: SwiftSource) -> [Change] {
        source.blocks.compactMap { block -> Change? in
            guard block.kind == .function,
                let match = source.code[block.openLine].firstMatch(of: /\bfunc\s+use\s*\(\s*_\s+(\w+)\s*:\s*([^)]+)\)/),
                let owner = source.enclosingType(of: block.openLine), owner.keyword == "class"
            else { return nil }
            let name = String(match.output.1)
            let type = String(match.output.2).trimmedSpaces
            var lines = source.lines
            let keep = "self.mutantKept = \(name)"
            if block.closeLine > block.openLine {
                lines.insert(source.lines[block.openLine].indentation + "    " + keep, at: block.openLine + 1)
            } else {
                lines[block.openLine] = lines[block.openLine].replacing(
                    (block.openColumn + 1)..<(block.openColumn + 1), with: " \(keep);")
            }
            lines.insert(property("private var mutantKept: \(type.optional)", in: owner.block, source), at: owner.block.openLine + 1)
            return (block.openLine, lines)
        }
    }

    /// In a class's method (not an initializer), `x = argument` / `self.x = argument` is followed by
    /// `self.mutantEvery.append(argument)`: every argument kept, in a list of the argument's type.
    private func keepEveryArgument(_ source: SwiftSource) -> [Change] {
        source.blocks.flatMap { block -> [Change] in
            let signature = source.code[block.openLine]
            guard block.kind == .function, block.closeLine > block.openLine,
                let header = signature.firstMatch(of: /\bfunc\s+\w+\s*\(([^)]*)\)/),
                let owner = source.enclosingType(of: block.openLine), owner.keyword == "class"
            else { return [] }
            let parameters = Self.parameters(String(header.output.1))
            return (block.openLine + 1..<block.closeLine).compactMap { index -> Change? in
                guard let store = source.code[index].trimmedSpaces.firstMatch(of: /^(?:self\.)?\w+\s*=\s*(\w+)$/),
                    let parameter = parameters.first(where: { $0.name == store.output.1 })
                else { return nil }
                var lines = source.lines
                lines.insert(source.lines[index].indentation + "self.mutantEvery.append(\(parameter.name))", at: index + 1)
                lines.insert(property("private var mutantEvery: [\(parameter.type)] = []", in: owner.block, source), at: owner.block.openLine + 1)
                return (index, lines)
            }
        }
    }

    /// `given.assemble()` → `{ let made = given.assemble(); self.mutantBuilt = made; return made }()`:
    /// what was built is kept as well (a global outside a class).
    private func keepAssembled(_ source: SwiftSource) -> [Change] {
        source.code.enumerated().flatMap { index, code -> [Change] in
            code.matches(of: /\b([a-z_]\w*)\s*\.\s*assemble\s*\(\s*\)/).compactMap { match -> Change? in
                let range = code.offsets(match.range)
                guard !code.isMember(at: range.lowerBound) else { return nil }
                let owner = source.enclosingType(of: index)
                let inClass = owner?.keyword == "class"
                let target = inClass ? "self.mutantBuilt" : "mutantBuilt"
                var lines = source.lines.replacing(index, with: source.lines[index].replacing(
                    range, with: "{ let made = \(match.output.1).assemble(); \(target) = made; return made }()"))
                if let owner, inClass {
                    lines.insert(property("private var mutantBuilt: Any?", in: owner.block, source), at: owner.block.openLine + 1)
                } else {
                    lines.append("nonisolated(unsafe) private var mutantBuilt: Any?")
                }
                return (index, lines)
            }
        }
    }

    /// `label name: Type, _ other: Type` → each parameter's name and type.
    static func parameters(_ list: String) -> [(name: String, type: String)] {
        list.split(separator: ",").compactMap { parameter in
            let halves = parameter.split(separator: ":", maxSplits: 1)
            guard halves.count == 2 else { return nil }
            let names = halves[0].split(separator: " ").map(String.init)
            guard let name = names.last else { return nil }
            return (name, halves[1].trimmedSpaces)
        }
    }

    /// A class's `weak var x: T?` kept again in `lazy var mutantLazy: T? = x`, read at the start of
    /// each method that uses `x` (so the lazy storage holds `x` from then on).
    private func lazyKeep(_ source: SwiftSource) -> [Change] {
        source.code.enumerated().compactMap { index, code -> Change? in
            guard let match = code.firstMatch(of: /\bweak\s+var\s+(\w+)\s*:\s*(.+?)\s*$/),
                let owner = source.enclosingType(of: index), owner.keyword == "class",
                source.depthBefore[index] == owner.block.depth
            else { return nil }
            let name = String(match.output.1)
            let type = String(match.output.2)
            let users = source.blocks.filter { block in
                block.kind == .function && source.code[block.openLine].contains("func ") && block.closeLine > block.openLine + 1
                    && source.enclosingType(of: block.openLine)?.block.openLine == owner.block.openLine
                    && (block.openLine + 1..<block.closeLine).contains { line in
                        source.code[line].words(name).contains { source.code[line].follows($0.upperBound, with: ["?.", "!.", "."]) != nil }
                    }
            }
            guard !users.isEmpty else { return nil }
            var lines = source.lines
            for user in users.reversed() {
                lines.insert(source.lines[user.openLine].indentation + "    _ = mutantLazy", at: user.openLine + 1)
            }
            lines.insert(property("private lazy var mutantLazy: \(type) = \(name)", in: owner.block, source), at: owner.block.openLine + 1)
            return (index, lines)
        }
    }

    /// The given collaborator replaced by the concrete initializer: `given.assemble()` with a
    /// `given: XAssembling` → `XAssembler().assemble()`; `given.member` with a `given: T` whose
    /// `member` is a `M` → `M()`.
    private func concreteInitializers(_ source: SwiftSource) -> [Change] {
        var declared: [(name: String, type: String)] = []
        for code in source.code {
            for match in code.matches(of: /\b([a-z_]\w*)\s*:\s*([A-Z][\w.]*)/) {
                let pair = (String(match.output.1), String(match.output.2))
                if !declared.contains(where: { $0 == pair }) { declared.append(pair) }
            }
        }
        var changes: [Change] = []
        for (index, code) in source.code.enumerated() {
            for (name, type) in declared {
                if type.hasSuffix("Assembling") {
                    let concrete = type.dropLast("Assembling".count) + "Assembler"
                    guard types.isConcrete(String(concrete)) else { continue }
                    for word in code.words(name) {
                        let start = code.hasSelf(before: word.lowerBound) ? word.lowerBound - 5 : word.lowerBound
                        guard start == word.lowerBound - 5 || !code.isMember(at: word.lowerBound),
                            let end = code.follows(word.upperBound, with: [".assemble("])
                        else { continue }
                        changes.append((index, source.lines.replacing(
                            index, with: source.lines[index].replacing(start..<end, with: "\(concrete)().assemble("))))
                        // And what that assembler builds, built here: `PodBayDoorsInteraction()`.
                        if let product = types.products[String(concrete)], let close = code.follows(end, with: [")"]) {
                            changes.append((index, source.lines.replacing(
                                index, with: source.lines[index].replacing(start..<close, with: product))))
                        }
                    }
                }
                for (member, memberType) in (types.members[type] ?? [:]).sorted(by: { $0.key < $1.key })
                where types.isConcrete(memberType) {
                    for word in code.words(name) where !code.isMember(at: word.lowerBound) {
                        guard let end = code.follows(word.upperBound, with: ["." + member]),
                            code.words(member).contains(where: { $0.upperBound == end }),
                            code.follows(end, with: ["("]) == nil
                        else { continue }
                        changes.append((index, source.lines.replacing(
                            index, with: source.lines[index].replacing(word.lowerBound..<end, with: "\(memberType)()"))))
                    }
                }
            }
        }
        return changes
    }

    // MARK: Caching

    /// A function's result made once and kept: in a `static` (a global for a top-level function),
    /// or, for a class's parameterless method, in a `lazy var`. The original is renamed
    /// `mutantUncached…` and a function of the original signature answers from the cache.
    private func caches(_ source: SwiftSource, lazy: Bool) -> [Change] {
        source.blocks.compactMap { block -> Change? in
            let code = source.code[block.openLine]
            guard block.kind == .function,
                let match = code.firstMatch(of: /^(\s*)((?:[\w()]+\s+)*)func\s+(\w+)\s*\(([^)]*)\)\s*->\s*(.+?)\s*\{/),
                !code.contains("throws"), !code.contains("async"), !code.contains("static "), !code.contains("mutating ")
            else { return nil }
            let indent = String(match.output.1)
            let modifiers = String(match.output.2)
            let name = String(match.output.3)
            let parameters = String(match.output.4)
            let type = String(match.output.5)
            guard !type.hasPrefix("some ") else { return nil }
            let uncached = "mutantUncached" + name.prefix(1).uppercased() + name.dropFirst()
            let owner = source.enclosingType(of: block.openLine)
            var lines = source.lines
            lines[block.openLine] = lines[block.openLine].replacing(
                code.offsets(code.firstRange(of: "func \(name)") ?? code.startIndex..<code.startIndex), with: "func \(uncached)")
            let signature = "\(indent)\(modifiers)func \(name)(\(parameters)) -> \(type) {"
            let wrapper: [String]
            if lazy {
                guard parameters.trimmedSpaces.isEmpty, owner?.keyword == "class" else { return nil }
                wrapper = [
                    "\(indent)private lazy var mutantLazyResult: \(type) = \(uncached)()",
                    signature, "\(indent)    mutantLazyResult", "\(indent)}",
                ]
            } else {
                let inType = owner.map { $0.keyword != "protocol" } ?? false
                let cache = inType ? "Self.mutantCached" : "mutantCached"
                wrapper = [
                    "\(indent)nonisolated(unsafe) private \(inType ? "static " : "")var mutantCached: \(type.optional)",
                    signature,
                    "\(indent)    if let cached = \(cache) { return cached }",
                    "\(indent)    let made = \(uncached)(\(Self.arguments(parameters)))",
                    "\(indent)    \(cache) = made",
                    "\(indent)    return made",
                    "\(indent)}",
                ]
            }
            lines.insert(contentsOf: wrapper, at: block.openLine)
            return (block.openLine, lines)
        }
    }

    /// `label name: Type, _ other: Type` → `label: name, other`.
    static func arguments(_ parameters: String) -> String {
        parameters.split(separator: ",").compactMap { parameter -> String? in
            let names = parameter.split(separator: ":").first?.split(separator: " ").map(String.init) ?? []
            guard let label = names.first else { return nil }
            let name = names.count > 1 ? names[1] : label
            return label == "_" ? name : "\(label): \(name)"
        }.joined(separator: ", ")
    }

    // MARK: Method references

    /// Before a statement that calls `object.method(label: …)`, the method is stored unapplied
    /// (`self.mutantMethod = object.method(label:)`), which keeps `object` as long as the store does:
    /// a property of the class, or a global outside a class.
    private func methodReferences(_ source: SwiftSource) -> [Change] {
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

    // MARK: Statements

    private enum StatementKind { case call, assignment, `guard` }

    /// The statements of every code block that are of `kind`, in order. A function's or closure's
    /// only statement may be its result (`func f() -> T { T() }`): it is left alone.
    private func statements(_ source: SwiftSource, kind: StatementKind) -> [SwiftSource.Statement] {
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

    private static func kind(of statement: SwiftSource.Statement, _ source: SwiftSource) -> StatementKind? {
        let text = source.code[statement.first...statement.last].joined(separator: "\n")
        let first = text.trimmedSpaces.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" }
        if first == "guard" { return .guard }
        if declarationWords.contains(String(first)) || first.hasPrefix("@") { return nil }
        if hasAssignment(text) { return .assignment }
        return text.contains("(") || text.contains("{") ? .call : nil
    }

    /// Whether `text` assigns at its top level (`x = …`, `x += …`), not inside parentheses or braces
    /// and not a comparison.
    private static func hasAssignment(_ text: String) -> Bool {
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

    private func delete(_ statement: SwiftSource.Statement, _ source: SwiftSource) -> Change {
        var lines = source.lines
        lines.removeSubrange(statement.first...statement.last)
        return (statement.first, lines)
    }

    private func repeated(_ statement: SwiftSource.Statement, _ source: SwiftSource) -> Change {
        var lines = source.lines
        lines.insert(contentsOf: source.lines[statement.first...statement.last], at: statement.last + 1)
        return (statement.first, lines)
    }

    private func swaps(_ source: SwiftSource) -> [Change] {
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
    private static func storesParameter(_ lines: [String]) -> Bool {
        guard lines.count == 1, let match = lines[0].trimmedSpaces.firstMatch(of: /^self\.(\w+)\s*=\s*(\w+)$/) else { return false }
        return match.output.1 == match.output.2
    }

    /// A stored property's line, indented as the type's members are.
    private func property(_ declaration: String, in type: SwiftSource.Block, _ source: SwiftSource) -> String {
        source.lines[type.openLine].indentation + "    " + declaration
    }
}

extension SwiftSource {
    /// The statement holding `line`, in the innermost code block that has one there.
    func statement(containing line: Int) -> Statement? {
        for block in blocks(around: line) where block.isCode {
            if let found = statements(in: block).first(where: { $0.first <= line && line <= $0.last }) { return found }
        }
        return nil
    }
}

extension Array where Element == String {
    func replacing(_ index: Int, with line: String) -> [String] {
        var lines = self
        lines[index] = line
        return lines
    }
}

extension String {
    /// `T` → `T?`; an optional stays as it is.
    var optional: String { hasSuffix("?") ? self : self + "?" }

    /// A range of `self` as character offsets (a line's code and the line have the same offsets).
    func offsets(_ range: Range<String.Index>) -> Range<Int> {
        distance(from: startIndex, to: range.lowerBound)..<distance(from: startIndex, to: range.upperBound)
    }

    func replacing(_ offsets: Range<Int>, with replacement: String) -> String {
        var characters = Array(self)
        let lower = Swift.min(offsets.lowerBound, characters.count)
        let upper = Swift.min(offsets.upperBound, characters.count)
        characters.replaceSubrange(lower..<upper, with: Array(replacement))
        return String(characters)
    }

    /// Where `word` stands as a name of its own (not part of a longer name), as character offsets.
    func words(_ word: String) -> [Range<Int>] {
        let characters = Array(self)
        let wanted = Array(word)
        guard !wanted.isEmpty, characters.count >= wanted.count else { return [] }
        let isName = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        return (0...(characters.count - wanted.count)).compactMap { start in
            guard Array(characters[start..<(start + wanted.count)]) == wanted,
                start == 0 || !isName(characters[start - 1]),
                start + wanted.count == characters.count || !isName(characters[start + wanted.count])
            else { return nil }
            return start..<(start + wanted.count)
        }
    }

    /// Where the first of `texts` that comes at `offset` (spaces between ignored) ends, if one does.
    func follows(_ offset: Int, with texts: [String]) -> Int? {
        let characters = Array(self)
        for text in texts {
            var at = offset
            var matched = true
            for expected in text {
                while at < characters.count, characters[at] == " " { at += 1 }
                guard at < characters.count, characters[at] == expected else {
                    matched = false
                    break
                }
                at += 1
            }
            if matched { return at }
        }
        return nil
    }

    /// Whether `self.` comes just before `offset`.
    func hasSelf(before offset: Int) -> Bool {
        offset >= 5 && String(Array(self)[(offset - 5)..<offset]) == "self." && (offset == 5 || !Array(self)[offset - 6].isLetter)
    }

    /// Whether the name starting at `offset` is a member (`x.name`, `x?.name`), not a name of its own.
    func isMember(at offset: Int) -> Bool {
        guard offset > 0 else { return false }
        let before = Array(self)[offset - 1]
        return before == "." || before == "?"
    }
}
