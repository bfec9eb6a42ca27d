import Foundation

/// The caching mutants: a function's result kept in a `static` or a `lazy var`.
extension MutantMaker {
    /// A function's result made once and kept: in a `static` (a global for a top-level function),
    /// or, for a class's parameterless method, in a `lazy var`. The original is renamed
    /// `mutantUncached…` and a function of the original signature answers from the cache.
    func caches(_ source: SwiftSource, lazy: Bool) -> [Change] {
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
}
