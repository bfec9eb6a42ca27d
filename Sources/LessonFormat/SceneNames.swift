import CommandLanguage

/// The class names and stored field names of the objects a scene showed while its lesson's
/// `try:` lines were played: what a goal may name. Read with `Mirror` from the scene's roots,
/// through strong and weak fields alike, so an object a goal expects freed was seen before it went.
struct SceneNames {
    /// Each class seen (its own name and its superclasses'), with its fields' names.
    private(set) var fields: [String: Set<String>] = [:]
    /// The objects seen in one look: each look starts afresh, as a freed object's identifier may
    /// be reused by a new object of another class.
    private var visited: Set<ObjectIdentifier> = []

    /// A scene's object graph can be large (lesson 7's heap); names are all a goal needs.
    private static let objectLimit = 20_000

    mutating func record(_ roots: [AnyObject]) {
        visited = []
        for root in roots { walk(root, depth: 0) }
    }

    private mutating func walk(_ value: Any, depth: Int) {
        guard depth < 64, visited.count < Self.objectLimit else { return }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            let object = value as AnyObject
            let id = ObjectIdentifier(object)
            guard visited.insert(id).inserted else { return }
            var classMirror: Mirror? = mirror
            while let current = classMirror {
                let name = String(describing: current.subjectType)
                fields[name, default: []].formUnion(current.children.compactMap { $0.label.map(Self.fieldName) })
                classMirror = current.superclassMirror
            }
        }
        for child in mirror.children { walk(child.value, depth: depth + 1) }
    }

    /// A stored property's name as a goal writes it: `lazy var x` is stored as `$__lazy_storage_$_x`,
    /// a wrapped `@Wrapper var x` as `_x`.
    private static func fieldName(_ label: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        if label.hasPrefix(lazyPrefix) { return String(label.dropFirst(lazyPrefix.count)) }
        return label
    }

    /// The class a goal's type name names, if one was seen: by its name, its name without generic
    /// arguments (`Pipeline` for `Pipeline<LoginMessages>`), or its last part (`Inner` for `Outer.Inner`).
    func seenClass(_ name: String) -> String? {
        fields.keys.sorted().first { seen in
            seen == name || seen.prefix { $0 != "<" } == name || seen.split(separator: ".").last.map(String.init) == name
        }
    }

    /// What is wrong with the names `condition` uses, or nil. `rules` are the scene's breakable rules.
    func missing(in condition: GoalExpression.Condition, rules: [String]) -> String? {
        switch condition {
        case .inspected(let type), .askedWhy(let type), .freed(let type), .alive(let type), .cycle(let type),
            .leaked(let type), .unreachable(let type), .shared(let type), .one(let type):
            return seenClass(type) == nil ? unseen(type) : nil
        case .edge(let type, let field, _):
            guard let seen = seenClass(type) else { return unseen(type) }
            let known = fields[seen] ?? []
            let name = String(field.prefix { $0 != "." && $0 != "[" })
            guard !known.contains(name), !known.contains("_" + name) else { return nil }
            let offered = known.isEmpty ? "it has no stored fields" : "its fields: " + known.sorted().joined(separator: ", ")
            return "goal names field '\(type).\(name)', which \(seen) does not have (\(offered))"
        case .noStrongPath(let from, let to):
            return seenClass(from) == nil ? unseen(from) : seenClass(to) == nil ? unseen(to) : nil
        case .broken(let rule):
            guard !rules.contains(rule) else { return nil }
            let offered = rules.isEmpty ? "this scene has no rules to break" : "rules to break: " + rules.joined(separator: ", ")
            return "goal names rule '\(rule)', which the scene does not have (\(offered))"
        case .ran, .screenContains, .routeContains, .routeLacks, .routeOrder, .noCycles, .fixed, .sameMessagesAsSolution, .sameScreenAsSolution:
            return nil
        }
    }

    private func unseen(_ type: String) -> String {
        let close = EditDistance.closest(to: type, among: fields.keys.sorted()).map { " (did you mean \($0)?)" } ?? ""
        return "goal names type '\(type)', which no object of the scene has while its tries are played\(close)"
    }
}
