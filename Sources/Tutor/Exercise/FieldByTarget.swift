import Inspector
import LessonFormat
import LessonKit

/// Finds the field an `edge T.field …` goal means by what it points to, not only by its name: a
/// learner may name their weak field otherwise than the reference (`bannerView` for `banner`).
/// The goal names the reference's field; the object that field holds is the one the check handed
/// T with `use(_:)` (the route of the scene's build says `use(BannerView)` to T). When no T has a
/// field of the goal's name, the one field of T that points at an object of that type stands for
/// it, and the goal (and the memory laws after it) judge that field, strong or weak as it is.
struct FieldByTarget {
    let inspector: InspectorSession

    /// `goal` with each `edge T.field` whose field T lacks renamed to the learner's field that
    /// holds what `use(_:)` handed T; and, for each renamed condition, the goal's own (the part a
    /// hint is tied to). Unchanged when T has the field, or when no one field can be told.
    func resolved(_ goal: GoalExpression, played: [PlayedAction], in lesson: OpenLesson)
        -> (goal: GoalExpression, original: [(resolved: GoalExpression.Condition, original: GoalExpression.Condition)])
    {
        guard goal.conditions.contains(where: { if case .edge = $0 { true } else { false } }) else { return (goal, []) }
        let graph = inspector.graph(roots: lesson.censusRoots, includeLive: true)
        var original: [(resolved: GoalExpression.Condition, original: GoalExpression.Condition)] = []
        let conditions = goal.conditions.map { condition -> GoalExpression.Condition in
            guard case .edge(let type, let field, let ownership) = condition else { return condition }
            let fields = graph.edges.filter { graph.nodes[$0.from].entry.typeName == type }
            guard !fields.isEmpty, !fields.contains(where: { $0.field == "." + field }) else { return condition }
            // What T was handed with `use(_:)`, by type: `use(BannerView)` received by a T.
            let handed = Set(played.flatMap(\.messages).compactMap { message -> String? in
                guard SolutionComparison.type(message.receiver) == type, message.message.hasPrefix("use("),
                    message.message.hasSuffix(")") else { return nil }
                return String(message.message.dropFirst("use(".count).dropLast())
            })
            let candidates = Set(fields.compactMap { edge -> String? in
                guard case .node(let target) = edge.to, handed.contains(graph.nodes[target].entry.typeName) else { return nil }
                return edge.field
            })
            guard candidates.count == 1, let renamed = candidates.first, renamed.hasPrefix(".") else { return condition }
            let resolved = GoalExpression.Condition.edge(type: type, field: String(renamed.dropFirst()), ownership: ownership)
            original.append((resolved, condition))
            return resolved
        }
        return (GoalExpression(conditions: conditions), original)
    }
}
