#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CommandLanguage
import Inspector
import LessonFormat
import LessonKit

/// Says, for a part of a goal that does not hold, what the live objects do instead, in words a
/// learner reads: `PodBayDoorsInteraction.banner holds its target strongly; the goal asks for weak`.
struct GoalExplanation {
    let inspector: InspectorSession

    func sentence(for condition: GoalExpression.Condition, in lesson: OpenLesson) -> String {
        let wanted = GoalExpression(conditions: [condition]).description
        switch condition {
        case .edge(let type, let field, let ownership):
            let graph = inspector.graph(roots: lesson.scene.roots)
            let owners = graph.nodes.indices.filter { graph.nodes[$0].entry.typeName == type }
            guard !owners.isEmpty else {
                return "no \(type) is reachable from the scene's roots, so nothing can be said of its .\(field); the goal asks that \(wanted)"
            }
            let held = graph.edges.filter { owners.contains($0.from) && $0.field == "." + field }
            guard let edge = held.first else {
                return "\(type).\(field) holds no object (it is nil, or the field has another name); the goal asks that it holds its target \(ownership)"
            }
            let actual = edge.ownership == .strong ? "strongly" : edge.ownership.rawValue
            return "\(type).\(field) holds its target \(actual); the rule asks for \(ownership)"
        case .routeContains(let text):
            return "the route of the last action has no \"\(text)\"" + lastAction(lesson)
        case .routeLacks(let text):
            let found = RouteMatcher(route: inspector.route.steps).line(containing: text) ?? text
            // `2 A -- init -> B`: the step number apart, so the quote is the hop itself.
            let words = found.split(separator: " ", maxSplits: 1).map(String.init)
            let numbered = words.count == 2 && words[0].allSatisfy { $0.isNumber || $0 == "." }
            let (step, hop) = numbered ? (" at step \(words[0])", words[1]) : ("", found)
            return "the route of the last action has \"\(hop)\"\(step)" + lastAction(lesson) + "; the rule asks for no \"\(text)\""
        case .routeOrder(let texts):
            return orderSentence(texts) + lastAction(lesson)
        case .freed(let type):
            return "no \(type) was freed by " + actions(lesson) + stillHeld(type, in: lesson)
        case .shared(let type):
            return "no \(type) is held strongly by two or more objects: "
                + holders(of: type, in: inspector.graph(roots: lesson.scene.roots))
        case .one(let type):
            // One walk serves the count and the holders: every live object the inspector knows.
            let census = inspector.graph(roots: lesson.censusRoots, includeLive: true)
            let alive = census.nodes.filter { $0.entry.typeName == type }
            guard !alive.isEmpty else { return "no \(type) is alive; the goal asks for exactly one" }
            return "\(alive.count) \(type) objects are alive, where the goal asks for exactly one: "
                + holders(of: type, in: census)
        case .alive(let type):
            return "no \(type) is alive"
        case .screenContains(let text):
            // What the screen shows instead, in a line: the scene's own words are often the evidence.
            let drawn = lesson.scene.drawScreen(width: 240, ascii: true)
                .map { $0.trimming { "|+- ".contains($0) } }
            var seen: Set<String> = []
            // Frames repeat their titles (window, screen, banner): each text once.
            let shown = drawn.filter { !$0.isEmpty && seen.insert($0).inserted }
            let said = shown.isEmpty ? "" : "; it shows: " + shown.prefix(4).joined(separator: " / ")
            return "the screen does not show \"\(text)\"" + said
        case .cycle(let type):
            return "no retain cycle includes \(GoalExpression.a(type))"
        case .noCycles:
            let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
            let cycles = StrongComponents(graph: graph).cycles
            guard let first = cycles.first else { return "not yet: \(wanted)" }
            let more = cycles.count > 1 ? " and \(cycles.count - 1) more (type 'cycles')" : ""
            return "a retain cycle is alive: " + CycleText.sentence(for: first, in: graph) + more + "; the rule asks that none is"
        default:
            return "not yet: \(wanted)"
        }
    }

    /// Where an order goal first fails: the first text missing, or found only before the one it
    /// must follow.
    private func orderSentence(_ texts: [String]) -> String {
        let matcher = RouteMatcher(route: inspector.route.steps)
        let found = matcher.foundInOrder(texts)
        guard found < texts.count else { return "the route of the last action has every text in order" }
        let missing = "\"\(texts[found])\""
        guard found > 0 else { return "the route of the last action has no \(missing)" }
        let before = found == 1 ? "\"\(texts[0])\"" : "the first \(found) in order, up to \"\(texts[found - 1])\""
        return matcher.contains(texts[found])
            ? "the route of the last action has \(before), but \(missing) only before it, not after: the order is wrong"
            : "the route of the last action has \(before), but no \(missing) after it"
    }

    /// `MissionClock#1 is held by LaunchCore#1 only, MissionClock#2 by LaunchCore#2 only`.
    /// Who holds each object of `type` in `graph` strongly.
    private func holders(of type: String, in graph: ObjectGraph) -> String {
        let objects = graph.nodes.indices.filter { graph.nodes[$0].entry.typeName == type }
        guard !objects.isEmpty else { return "there is none" }
        return objects.map { object in
            let held = graph.edges.filter { $0.ownership.keepsAlive && $0.to == .node(object) }.map { graph.nodes[$0.from].name }
            let by = held.isEmpty ? "nothing holds it strongly" : "held by " + held.joined(separator: ", ") + (held.count == 1 ? " only" : "")
            return "\(graph.nodes[object].name) is \(by)"
        }.joined(separator: "; ")
    }

    private func actions(_ lesson: OpenLesson) -> String {
        let tries = lesson.step?.tries ?? []
        return tries.isEmpty ? "building the scene" : tries.map { "'\($0)'" }.joined(separator: " then ")
    }

    private func lastAction(_ lesson: OpenLesson) -> String {
        inspector.route.steps.isEmpty ? " (it is empty)" : " (after \(actions(lesson)); its route is below)"
    }

    /// Why an object that should have gone is still here: a cycle, or a strong chain from a root.
    private func stillHeld(_ type: String, in lesson: OpenLesson) -> String {
        let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
        let alive = graph.nodes.indices.filter { graph.nodes[$0].entry.typeName == type }
        guard let first = alive.first else { return "" }
        let cycles = StrongComponents(graph: graph).cycles
        if let cycle = cycles.first(where: { $0.contains(first) }) {
            let names = cycle.map { graph.nodes[$0].name }.sorted()
            return ": \(graph.nodes[first].name) is still alive, held in a retain cycle (\(names.joined(separator: ", ")))"
        }
        let holders = graph.edges.filter { $0.ownership.keepsAlive && $0.to == .node(first) }.map { graph.nodes[$0.from].name }
        let by = holders.isEmpty ? "by something the inspector cannot see" : "by " + Set(holders).sorted().joined(separator: ", ")
        return ": \(graph.nodes[first].name) is still alive, held strongly \(by)"
    }
}
