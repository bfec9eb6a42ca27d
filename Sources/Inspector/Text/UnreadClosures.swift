/// The closures whose captures the reader could not read (a `closure (captures not visible)`
/// edge): what they hold is missing from the graph, so a verdict about the whole graph (`cycles`,
/// `why`) says it was made without them rather than speak as if it had seen everything.
struct UnreadClosures {
    /// The holders' paths, `Observable#1 .observers[0]`, in the graph's order.
    let places: [String]
    /// How many places a sentence names before it counts the rest.
    static let named = 3

    init(in graph: ObjectGraph) {
        var places: [String] = []
        for edge in graph.edges where edge.to == .closure {
            places.append(graph.nodes[edge.from].name + " " + edge.path)
        }
        self.places = places
    }

    /// `1 closure's captures could not be read (Observable#1 .observers[0]): ` + `consequence`,
    /// or nil when every closure's captures were read.
    func sentence(_ consequence: String) -> String? {
        guard !places.isEmpty else { return nil }
        let count = places.count == 1 ? "1 closure's captures" : "\(places.count) closures' captures"
        let shown = places.prefix(Self.named).joined(separator: ", ")
        let more = places.count > Self.named ? " and \(places.count - Self.named) more" : ""
        return count + " could not be read (" + shown + more + ", 'inspect' says why): " + consequence
    }
}
