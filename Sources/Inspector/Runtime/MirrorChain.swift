/// An object's `Mirror` and its superclass mirrors, root class first (the fallback path).
struct MirrorChain {
    /// Root class first; `first` is the recursive index of the level's first field.
    let levels: [(mirror: Mirror, first: Int, count: Int)]

    init(_ object: AnyObject) {
        var chain: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            chain.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        var first = 0
        var levels: [(mirror: Mirror, first: Int, count: Int)] = []
        for mirror in chain {
            let count = mirror.children.count
            levels.append((mirror, first, count))
            first += count
        }
        self.levels = levels
    }
}
