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
        guard lesson.steps.indices.contains(stepIndex) else {
            return ExerciseVerdict(passed: false, failures: ["the exercise has no scene to check"], goal: "", actions: [], route: [])
        }
        let step = lesson.steps[stepIndex]
        // The scene lives only inside `examine`: once it returns, nothing of the check holds it,
        // and what is still alive was kept by something else.
        guard var examined = examine(lesson: lesson, stepIndex: stepIndex, scene: builder) else {
            return ExerciseVerdict(passed: false, failures: ["the exercise has no scene to check"], goal: "", actions: [], route: [])
        }
        if examined.failures.isEmpty { examined.failures = MemoryLaws(inspector: inspector).afterScene().map { ($0.part, $0.sentence) } }
        return ExerciseVerdict(
            passed: examined.failures.isEmpty, failures: examined.failures.map(\.sentence), goal: step.goal.description,
            actions: examined.actions, route: examined.route, routeUnicode: examined.routeUnicode,
            failedParts: examined.failures.compactMap { $0.part?.clause }, played: examined.played)
    }

    /// What the scene did: built, the step's actions played, its goal checked, then the memory
    /// laws (`MemoryLaws`), the `release:` actions among them. Nil when there is no scene.
    private func examine(
        lesson: LessonText, stepIndex: Int, scene builder: SceneBuilder
    ) -> (failures: [(part: GoalExpression.Condition?, sentence: String)], actions: [String], route: [String], routeUnicode: [String],
        played: [PlayedAction])?
    {
        var built: LessonScene?
        inspector.perform(roots: { built?.roots ?? [] }, origin: RouteLog.lessonScene) { built = builder.build() }
        guard let scene = built else { return nil }
        built = nil
        let open = OpenLesson(lesson: lesson, scene: scene, stepIndex: stepIndex)
        open.nameScene(in: inspector.registry)
        let step = lesson.steps[stepIndex]
        var failures: [(part: GoalExpression.Condition?, sentence: String)] = []
        var actions: [String] = []
        var played = [record("", acted: true, on: open)]
        play(step.tries, on: open, failures: &failures, actions: &actions, played: &played)
        let goals = GoalCheck(inspector: inspector)
        let explanation = GoalExplanation(inspector: inspector)
        failures += goals.missing(step.goal, in: open).conditions.map { ($0, explanation.sentence(for: $0, in: open)) }
        // The route the goal read, before the release actions record theirs.
        let route = RouteText(symbols: .ascii).lines(for: inspector.route.steps)
        let routeUnicode = RouteText(symbols: .unicode).lines(for: inspector.route.steps)
        let laws = MemoryLaws(inspector: inspector)
        failures += laws.afterGoal(step.goal, in: open).map { ($0.part, $0.sentence) }
        let releases = step.exercise?.releases ?? []
        if !releases.isEmpty, failures.isEmpty {
            var released: [String] = []
            play(releases, on: open, failures: &failures, actions: &released, played: &played)
            if failures.isEmpty { failures += laws.afterRelease(actions: releases, in: open).map { ($0.part, $0.sentence) } }
        }
        return (failures, actions, route, routeUnicode, played)
    }

    /// What `action` just did, for the comparison with the solution's run: the messages of its
    /// route, the screen, what it freed. An action that did nothing the inspector recorded (refused)
    /// sent nothing and freed nothing.
    private func record(_ action: String, acted: Bool, on open: OpenLesson) -> PlayedAction {
        let messages = acted ? inspector.route.steps.compactMap { (step: RouteLog.Step) -> PlayedMessage? in
            switch step.kind {
            case .send, .call:
                PlayedMessage(sender: step.sender, message: (step.channel.map { $0 + " " } ?? "") + step.message, receiver: step.receiver)
            case .delivery, .later: nil
            }
        } : []
        return PlayedAction(
            action: action, messages: messages, screen: open.scene.drawScreen(width: 240, ascii: true),
            freed: acted ? inspector.lastChange?.freed ?? [] : [])
    }

    /// Plays `lines` on the scene with the inspector watching: an action refused is a failure.
    private func play(
        _ lines: [String], on open: OpenLesson, failures: inout [(part: GoalExpression.Condition?, sentence: String)], actions: inout [String],
        played: inout [PlayedAction]
    ) {
        let parser = CommandParser(table: .podbay)
        for line in lines {
            guard case .success(let parsed)? = parser.parse(line) else { continue }
            guard let action = SceneAction(parsed.command) else {
                open.record(parsed.name.rawValue)
                continue
            }
            let recorded = inspector.recordedActions
            let reply = inspector.perform(roots: { open.scene.roots }, refused: { $0.isRefusal }) { action.run(on: open.scene) }
            let acted = inspector.recordedActions > recorded
            if acted { open.recordAction(freed: inspector.lastChange?.freed ?? []) }
            played.append(record(line, acted: acted, on: open))
            if case .refused(let reason) = reply {
                actions.append("\(line): refused: \(reason)")
                failures.append((nil, "'\(line)' was refused: \(reason)"))
            } else {
                open.record(parsed.name.rawValue)
                actions.append(line)
            }
        }
    }
}
