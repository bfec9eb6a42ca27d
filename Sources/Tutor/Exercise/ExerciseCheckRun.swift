import CommandLanguage
import Inspector
package import LessonFormat
package import LessonKit

/// One `check`, on the live objects: builds the exercise's scene (the lesson's check scene with
/// the learner's types in it), plays the step's `try:` actions with the inspector watching, and
/// checks the step's goal with the goal language the lessons use. Runs in the loaded podbay
/// built for the check; never reads the learner's source text.
package struct ExerciseCheckRun {
    package let inspector: InspectorSession

    package init(inspector: InspectorSession) {
        self.inspector = inspector
    }

    package func verdict(lesson: LessonText, stepIndex: Int, scene builder: SceneBuilder) -> ExerciseVerdict {
        inspector.beginScope()
        var built: LessonScene?
        inspector.perform(roots: { built?.roots ?? [] }, origin: "lesson") { built = builder.build() }
        guard let scene = built, lesson.steps.indices.contains(stepIndex) else {
            return ExerciseVerdict(passed: false, failures: ["the exercise has no scene to check"], goal: "", actions: [], route: [])
        }
        let open = OpenLesson(lesson: lesson, scene: scene, stepIndex: stepIndex)
        let step = lesson.steps[stepIndex]
        var failures: [String] = []
        var actions: [String] = []
        let parser = CommandParser(table: .podbay)
        for line in step.tries {
            guard case .success(let parsed)? = parser.parse(line) else { continue }
            guard let action = SceneAction(parsed.command) else {
                open.record(parsed.name.rawValue)
                continue
            }
            let recorded = inspector.recordedActions
            let reply = inspector.perform(roots: { scene.roots }, refused: { $0.isRefusal }) { action.run(on: scene) }
            if inspector.recordedActions > recorded { open.recordAction(freed: inspector.lastChange?.freed ?? []) }
            if case .refused(let reason) = reply {
                actions.append("\(line): refused: \(reason)")
                failures.append("'\(line)' was refused: \(reason)")
            } else {
                open.record(parsed.name.rawValue)
                actions.append(line)
            }
        }
        let goals = GoalCheck(inspector: inspector)
        let explanation = GoalExplanation(inspector: inspector)
        failures += goals.missing(step.goal, in: open).conditions.map { explanation.sentence(for: $0, in: open) }
        return ExerciseVerdict(
            passed: failures.isEmpty, failures: failures, goal: step.goal.description, actions: actions,
            route: RouteText(symbols: .ascii).lines(for: inspector.route.steps),
            routeUnicode: RouteText(symbols: .unicode).lines(for: inspector.route.steps))
    }
}
