import Inspector
package import LessonFormat
package import Progress
import LessonKit

/// Whether a step's goal holds now: against the live scene, the inspector's view of it, and what
/// the learner ran.
package struct GoalCheck {
    package let inspector: InspectorSession

    package init(inspector: InspectorSession) {
        self.inspector = inspector
    }

    /// Never after Ctrl-C: the graph walks it needs would stop early and could see, say, an object
    /// as unreachable that is not. The goal is checked again after the next command.
    package func isMet(_ goal: GoalExpression, in lesson: OpenLesson) -> Bool {
        !inspector.shouldStop() && goal.conditions.allSatisfy { holds($0, in: lesson) }
    }

    /// Whether the open step's goal holds now or was met on an earlier visit (`saved`).
    package func isMetOrWasMet(_ lesson: OpenLesson, saved: LearnerProgress) -> Bool {
        guard let step = lesson.step else { return false }
        // An exercise's goal holds on the scene `check` builds with the learner's code, not on this one.
        return saved.lesson(lesson.lesson.id).goalsMet.contains(lesson.stepIndex)
            || (step.exercise == nil && isMet(step.goal, in: lesson))
    }

    /// The part of `goal` that does not hold yet (empty when it is met).
    package func missing(_ goal: GoalExpression, in lesson: OpenLesson) -> GoalExpression {
        GoalExpression(conditions: goal.conditions.filter { !holds($0, in: lesson) })
    }

    private func holds(_ condition: GoalExpression.Condition, in lesson: OpenLesson) -> Bool {
        switch condition {
        case .ran(let command):
            // `fix` is refused when nothing is broken: a learner who fixed a step early could
            // never run it again. Asked for, it holds once the scene keeps every rule, however
            // it got there.
            if command == "fix", lesson.scene.brokenRule == nil { return true }
            return lesson.commandsRun.contains(command)
        case .inspected(let type):
            return lesson.lookedAt.contains("inspect " + type)
        case .askedWhy(let type):
            return lesson.lookedAt.contains("why " + type)
        case .screenContains(let text):
            // Drawn wide, so a phrase is not split by wrapping.
            return lesson.scene.drawScreen(width: 240, ascii: true).joined(separator: "\n").contains(text)
        case .routeContains(let text):
            return RouteMatcher(route: inspector.route.steps).contains(text)
        case .routeLacks(let text):
            return !RouteMatcher(route: inspector.route.steps).contains(text)
        case .routeOrder(let texts):
            return RouteMatcher(route: inspector.route.steps).containsInOrder(texts)
        case .freed(let type):
            return lesson.freedDuringStep.contains { $0.hasPrefix(type + "#") }
        case .alive(let type):
            _ = inspector.graph(roots: lesson.scene.roots)
            return inspector.registry.entries.contains { $0.typeName == type && $0.isAlive }
        case .edge(let type, let field, let ownership):
            let graph = inspector.graph(roots: lesson.scene.roots)
            return graph.edges.contains { edge in
                graph.nodes[edge.from].entry.typeName == type && edge.ownership.rawValue == ownership
                    && edge.field == "." + field
            }
        case .cycle(let type):
            let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
            return StrongComponents(graph: graph).cycles.contains { cycle in
                cycle.contains { graph.nodes[$0].entry.typeName == type }
            }
        case .noCycles:
            let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
            return StrongComponents(graph: graph).cycles.isEmpty
        case .noStrongPath(let from, let to):
            let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
            return StrongPaths(graph: graph, from: from, to: to).holds
        case .leaked(let type):
            let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
            let inCycles = Set(StrongComponents(graph: graph).cycles.joined())
            return KeepAliveChains.unreachable(in: graph).contains { node in
                graph.nodes[node].entry.typeName == type && inCycles.contains(node)
            }
        case .unreachable(let type):
            let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
            return KeepAliveChains.unreachable(in: graph).contains { graph.nodes[$0].entry.typeName == type }
        case .shared(let type):
            let graph = inspector.graph(roots: lesson.scene.roots)
            var holders: [Int: Set<Int>] = [:]
            for edge in graph.edges where edge.ownership.keepsAlive {
                guard case .node(let to) = edge.to, graph.nodes[to].entry.typeName == type else { continue }
                holders[to, default: []].insert(edge.from)
            }
            return holders.values.contains { $0.count >= 2 }
        case .one(let type):
            let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
            return graph.nodes.lazy.filter { $0.entry.typeName == type }.count == 1
        case .broken(let rule):
            return lesson.scene.brokenRule == rule
        case .fixed:
            return lesson.scene.brokenRule == nil
        case .sameMessagesAsSolution, .sameScreenAsSolution:
            // `check` compares with the solution's run (SolutionComparison); no goal states these
            // (the lesson reader refuses them there), so a goal never holds by them.
            return false
        }
    }
}
