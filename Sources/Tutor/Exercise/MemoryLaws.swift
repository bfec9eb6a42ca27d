import Inspector
import LessonFormat
import LessonKit

/// What the whole architecture promises about memory, checked by every exercise after the step's
/// own goal, on the live objects, whatever the goal names: a goal looks at one field or one route,
/// and wrong code keeps the object it should not somewhere else (a closure, a stored method
/// reference, a lazy var, a static). Each law that does not hold is one sentence.
struct MemoryLaws {
    /// A law that does not hold: the part a hint can be tied to, and the sentence.
    typealias Failure = (part: GoalExpression.Condition, sentence: String)

    let inspector: InspectorSession

    /// The laws on the scene as the step's actions left it: where the goal says a field must not
    /// own (`edge T.f weak`), no strong path at all leads from T to what that field points to; and
    /// no retain cycle among the live objects (unless the goal already asks it).
    func afterGoal(_ goal: GoalExpression, in lesson: OpenLesson) -> [Failure] {
        let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
        var failures: [Failure] = []
        for case .edge(let type, let field, let ownership) in goal.conditions where ownership != "strong" {
            let part = GoalExpression.Condition.edge(type: type, field: field, ownership: ownership)
            failures += strongPaths(owner: type, field: field, in: graph).map { (part, $0) }
        }
        if !goal.conditions.contains(.noCycles), let cycle = StrongComponents(graph: graph).cycles.first {
            failures.append((.noCycles, "a retain cycle is alive: " + CycleText.sentence(for: cycle, in: graph)
                + "; no object the check built may be held in one"))
        }
        return failures
    }

    /// For `edge T.f weak`: each T whose `.f` points to an object it also reaches through strong
    /// references, with the chain that owns it.
    private func strongPaths(owner type: String, field: String, in graph: ObjectGraph) -> [String] {
        var failures: [String] = []
        for (index, edge) in graph.edges.enumerated() where edge.field == "." + field && !edge.ownership.keepsAlive {
            guard graph.nodes[edge.from].entry.typeName == type, case .node(let target) = edge.to,
                let chain = KeepAliveChains.strongChain(from: edge.from, to: target, in: graph), !chain.contains(index)
            else { continue }
            failures.append(
                "\(type).\(field) is \(edge.ownership.rawValue), but \(graph.nodes[edge.from].name) still owns "
                    + "\(graph.nodes[target].name) another way: " + CycleText.sentence(forChain: chain, in: graph)
                    + "; the rule asks that it does not own what .\(field) points to, by any path")
        }
        return failures
    }

    /// After the scene let its screen or module go (`actions`, the exercise's `release:` lines):
    /// every object that no root reaches any more was freed. One sentence per object still alive
    /// (at most three, then a count), saying what holds it.
    func afterRelease(actions: [String], in lesson: OpenLesson) -> [Failure] {
        let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
        let said = actions.map { "'\($0)'" }.joined(separator: " then ")
        return leftAlive(KeepAliveChains.unreachable(in: graph), in: graph) { name, holder in
            "after \(said), \(name) is still alive, \(holder); what the scene lets go must be freed with it"
        }
    }

    /// Once the check let the whole scene go: every object it saw was freed. Called after the
    /// scene and everything holding it are gone.
    func afterScene() -> [Failure] {
        let graph = inspector.graph(roots: [], includeLive: true)
        return leftAlive(Array(graph.nodes.indices), in: graph) { name, holder in
            "after the check let the whole scene go, \(name) is still alive, \(holder)"
        }
    }

    /// The sentences for `objects`, alive where they should be gone: one for each that nothing
    /// among them holds (what keeps the rest), with what holds it, at most three; the objects
    /// they hold are counted, not listed.
    private func leftAlive(_ objects: [Int], in graph: ObjectGraph, say: (String, String) -> String) -> [Failure] {
        guard let top = objects.first else { return [] }
        let cycles = StrongComponents(graph: graph).cycles
        let holders = { (object: Int) in
            graph.edges.filter { $0.ownership.keepsAlive && $0.to == .node(object) && $0.from != object }.map(\.from)
        }
        // The tops: held by nothing the graph shows, or members of a cycle (one sentence per cycle).
        var tops: [Int] = []
        var saidCycles: Set<Int> = []
        for object in objects {
            if let index = cycles.firstIndex(where: { $0.contains(object) }) {
                if saidCycles.insert(index).inserted { tops.append(object) }
            } else if holders(object).isEmpty {
                tops.append(object)
            }
        }
        var sentences = tops.prefix(3).map { object in
            let name = graph.nodes[object].name
            if let cycle = cycles.first(where: { $0.contains(object) }) {
                return say(name, "held in a retain cycle: " + CycleText.sentence(for: cycle, in: graph))
            }
            return say(name, "held by something the inspector cannot see: a static or a global, or a closure it cannot read")
        }
        var said = Set(tops.prefix(3))
        for top in tops.prefix(3) { said.formUnion(cycles.first { $0.contains(top) } ?? []) }
        let rest = objects.filter { !said.contains($0) }.map { graph.nodes[$0].name }
        if !rest.isEmpty {
            let named = rest.prefix(3).joined(separator: ", ") + (rest.count > 3 ? " and \(rest.count - 3) more" : "")
            sentences.append("held by \(said.count > 1 ? "those" : "it"), still alive too: " + named)
        }
        // A hint for these is tied to `freed <Type>` of the first object that should be gone.
        let part = GoalExpression.Condition.freed(graph.nodes[tops.first ?? top].entry.typeName)
        return sentences.map { (part, $0) }
    }
}
