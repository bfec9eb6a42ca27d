package import CommandLanguage
package import Inspector
package import LessonKit

extension InspectorSession {
    /// The graph from `roots`, or the refusal to say when Ctrl-C stopped the walk: a graph that
    /// was not read to the end would make `alive`, `cycles` and `why` say untrue things.
    package func walked(
        _ roots: [SceneRoot], includeLive: Bool = false, depth: Int = .max
    ) -> Result<ObjectGraph, RefusalRenderable> {
        let graph = graph(roots: roots, includeLive: includeLive, depth: depth)
        return graph.isInterrupted ? .failure(.walkInterrupted(found: graph.nodes.count)) : .success(graph)
    }

    /// Why `name` names no object to look at: it was freed, no live object has it, or it is a type
    /// with several live objects.
    package func unknownObject(_ name: String, _ spec: CommandSpec) -> RefusalRenderable {
        if let entry = registry.entry(named: name), !entry.isAlive { return .freedObject(entry.name) }
        if isEarlierAlive(name) { return .earlierObject(name) }
        let ofType = registry.liveEntries(ofType: name)
        if ofType.count > 1 { return .severalObjects(spec, name, live: ofType.map(\.name)) }
        return .unknownObject(spec, name, live: registry.entries.filter { $0.isAlive && !$0.standsApart }.map(\.name))
    }
}
