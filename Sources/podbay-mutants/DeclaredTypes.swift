/// The types an exercise's check scene and solution declare, and their stored properties' types:
/// what `concrete-initializer` needs to name the concrete type behind a collaborator
/// (`interactionAssembler: PodBayDoorsInteractionAssembling` → `PodBayDoorsInteractionAssembler`,
/// `trunk.clock` → `MissionClock()`).
struct DeclaredTypes {
    /// Type name → its kind (`class`, `struct`, `protocol`, …).
    private(set) var kinds: [String: String] = [:]
    /// Type name → stored property name → the property's type name.
    private(set) var members: [String: [String: String]] = [:]
    /// An assembler's type name → what its `assemble()` builds with a plain `Type()`, when it does:
    /// `PodBayDoorsInteractionAssembler` → `PodBayDoorsInteraction()`.
    private(set) var products: [String: String] = [:]

    init(sources: [SwiftSource]) {
        for source in sources {
            for block in source.blocks {
                guard case .type(let keyword, let name) = block.kind else { continue }
                if keyword != "extension" { kinds[name] = keyword }
                for line in block.openLine + 1..<max(block.openLine + 1, block.closeLine)
                where source.depthBefore[line] == block.depth {
                    if let (member, type) = Self.storedProperty(source.code[line]) { members[name, default: [:]][member] = type }
                }
            }
            for block in source.blocks where block.kind == .function && source.code[block.openLine].contains("func assemble()") {
                guard let owner = source.enclosingType(of: block.openLine) else { continue }
                let body = source.code[block.openLine...block.closeLine].joined(separator: " ")
                if let made = body.matches(of: /\b([A-Z]\w*)\(\)/).last { products[owner.name] = String(made.output.0) }
            }
        }
    }

    /// `let clock = MissionClock()` or `private weak var pipeline: Pipeline<M>?` → (name, type).
    static func storedProperty(_ code: String) -> (String, String)? {
        guard !code.contains("func "), let match = code.firstMatch(of: /\b(?:let|var)\s+(\w+)\s*(?::\s*([A-Z][\w.]*))?\s*(?:=\s*([A-Z][\w.]*)\s*\()?/)
        else { return nil }
        guard let type = match.output.2 ?? match.output.3 else { return nil }
        return (String(match.output.1), String(type))
    }

    func declares(_ type: String) -> Bool { kinds[type] != nil }

    func isConcrete(_ type: String) -> Bool {
        guard let kind = kinds[type] else { return false }
        return kind == "class" || kind == "struct" || kind == "enum"
    }
}
