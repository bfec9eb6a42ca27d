import Foundation

/// The ownership mutants: `weak` dropped, capture lists dropped or made strong, a used object
/// kept, every argument kept, what was assembled kept, a weak object kept again, the concrete
/// initializer instead of the collaborator handed in.
extension MutantMaker {
    func dropWeak(_ source: SwiftSource) -> [Change] {
        source.code.enumerated().flatMap { index, code in
            code.matches(of: /\b(?:weak|unowned(?:\((?:safe|unsafe)\))?)\s+(?=(?:var|let)\b)/).map { match in
                (index, source.lines.replacing(index, with: source.lines[index].replacing(code.offsets(match.range), with: "")))
            }
        }
    }

    /// What becomes of a closure's capture list.
    enum CaptureChange {
        /// The list goes: every capture strong.
        case dropped
        /// `[weak self]` → `[self]`.
        case strong
        /// `[weak self]` → `[unowned self]` (only a list with a weak capture has such a mutant).
        case unowned
    }

    /// A closure's capture list dropped, made strong or made `unowned`; what the body did with a
    /// weak capture (`self?.x`, `guard let self`) is rewritten for one that is not optional.
    func captureLists(_ source: SwiftSource, as change: CaptureChange) -> [Change] {
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
            switch change {
            case .unowned:
                guard !weakNames.isEmpty else { return nil }
                let unowned = entries.map { $0.replacing(/^weak\s+/, with: "unowned ") }
                line = line.replacing(open..<(close + 1), with: "[" + unowned.joined(separator: ", ") + "]")
            case .strong:
                let strong = entries.map { $0.replacing(/^(?:weak|unowned(?:\((?:safe|unsafe)\))?)\s+/, with: "") }
                line = line.replacing(open..<(close + 1), with: "[" + strong.joined(separator: ", ") + "]")
            case .dropped:
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
    func useKeptStrongly(_ source: SwiftSource) -> [Change] {
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
    func keepEveryArgument(_ source: SwiftSource) -> [Change] {
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
    func keepAssembled(_ source: SwiftSource) -> [Change] {
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
    func lazyKeep(_ source: SwiftSource) -> [Change] {
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
    func concreteInitializers(_ source: SwiftSource) -> [Change] {
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
}
