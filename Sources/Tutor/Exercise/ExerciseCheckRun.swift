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
    /// Told what the check is about to do (build the scene, play an action), before it does it.
    package var willPlay: ((CheckProgress) -> Void)?

    package init(inspector: InspectorSession) {
        self.inspector = inspector
    }

    package func verdict(lesson: LessonText, stepIndex: Int, scene builder: SceneBuilder) -> ExerciseVerdict {
        inspector.beginScope()
        guard lesson.steps.indices.contains(stepIndex) else {
            return ExerciseVerdict(passed: false, failures: ["the exercise has no scene to check"], goal: "", actions: [], route: [])
        }
        // The scene lives only inside `examine`: once it returns, nothing of the check holds it,
        // and what is still alive was kept by something else.
        guard var examined = examine(lesson: lesson, stepIndex: stepIndex, scene: builder) else {
            return ExerciseVerdict(passed: false, failures: ["the exercise has no scene to check"], goal: "", actions: [], route: [])
        }
        if examined.failures.isEmpty { examined.failures = MemoryLaws(inspector: inspector).afterScene().map { ($0.part, $0.sentence) } }
        return ExerciseVerdict(
            passed: examined.failures.isEmpty, failures: examined.failures.map(\.sentence), goal: examined.goal.description,
            actions: examined.actions, route: examined.route, routeUnicode: examined.routeUnicode,
            failedParts: examined.failures.map { $0.part?.clause }, played: examined.played)
    }

    /// What the scene did: built, the step's actions played, its goal checked, then the memory
    /// laws (`MemoryLaws`), the `release:` actions among them. Nil when there is no scene.
    private func examine(
        lesson: LessonText, stepIndex: Int, scene builder: SceneBuilder
    ) -> (failures: [(part: GoalExpression.Condition?, sentence: String)], actions: [String], route: [String], routeUnicode: [String],
        played: [PlayedAction], goal: GoalExpression)?
    {
        let step = lesson.steps[stepIndex]
        // Every action the check means to play, the build first: what `willPlay` names.
        let planned = [""] + Self.sceneActions(step.tries + (step.exercise?.releases ?? []))
        willPlay?(CheckProgress(playing: 0, of: planned))
        var built: LessonScene?
        inspector.perform(roots: { built?.roots ?? [] }, origin: RouteLog.lessonScene) { built = builder.build() }
        guard let scene = built else { return nil }
        built = nil
        let open = OpenLesson(lesson: lesson, scene: scene, stepIndex: stepIndex)
        open.nameScene(in: inspector.registry)
        var failures: [(part: GoalExpression.Condition?, sentence: String)] = []
        var actions: [String] = []
        var played = [record("", acted: true, on: open)]
        failures += redrawn(played, on: open).map { [(nil, $0)] } ?? []
        play(step.tries, on: open, failures: &failures, actions: &actions, played: &played, planned: planned)
        let goals = GoalCheck(inspector: inspector)
        let explanation = GoalExplanation(inspector: inspector)
        // A weak field named otherwise than the reference's is judged as the field it is.
        let (goal, renamed) = FieldByTarget(inspector: inspector).resolved(step.goal, played: played, in: open)
        let part = { (condition: GoalExpression.Condition) in renamed.first { $0.resolved == condition }?.original ?? condition }
        failures += goals.missing(goal, in: open).conditions.map { (part($0), explanation.sentence(for: $0, in: open)) }
        // The route the goal read, before the release actions record theirs.
        let route = RouteText(symbols: .ascii).lines(for: inspector.route.steps)
        let routeUnicode = RouteText(symbols: .unicode).lines(for: inspector.route.steps)
        let laws = MemoryLaws(inspector: inspector)
        failures += laws.afterGoal(goal, in: open).map { (part($0.part), $0.sentence) }
        let releases = step.exercise?.releases ?? []
        if !releases.isEmpty, failures.isEmpty {
            var released: [String] = []
            play(releases, on: open, failures: &failures, actions: &released, played: &played, planned: planned)
            if failures.isEmpty { failures += laws.afterRelease(actions: releases, in: open).map { ($0.part, $0.sentence) } }
        }
        // The goal as judged: a renamed weak field is said by the learner's name.
        return (failures, actions, route, routeUnicode, played, goal)
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
            freed: acted ? inspector.lastChange?.freed ?? [] : [],
            alive: inspector.registry.entries.filter { $0.isAlive && !$0.standsApart }.map(\.name))
    }

    /// A law of every check: drawing the screen reads what the views keep and changes none of it,
    /// so the screen drawn again right after the last action's is the same. A view that forgets
    /// (or counts, or moves on) as it draws shows another screen the second time.
    private func redrawn(_ played: [PlayedAction], on open: OpenLesson) -> String? {
        guard let drawn = played.last?.screen else { return nil }
        let again = open.scene.drawScreen(width: 240, ascii: true)
        guard again != drawn else { return nil }
        let line = drawn.indices.first { !again.indices.contains($0) || drawn[$0] != again[$0] } ?? drawn.count
        let quoted = { (lines: [String]) in lines.indices.contains(line) ? "\"\(lines[line])\"" : "nothing" }
        return "\(SolutionComparison.when(played.count - 1, in: played)), the screen drawn a second time shows \(quoted(again)) "
            + "where the first drawing showed \(quoted(drawn)): drawing must only read what the views keep, not change it"
    }

    /// Plays `lines` on the scene with the inspector watching: an action refused is a failure.
    private func play(
        _ lines: [String], on open: OpenLesson, failures: inout [(part: GoalExpression.Condition?, sentence: String)], actions: inout [String],
        played: inout [PlayedAction], planned: [String]
    ) {
        let parser = CommandParser(table: .podbay)
        for line in lines {
            guard case .success(let parsed)? = parser.parse(line) else { continue }
            guard let action = SceneAction(parsed.command) else {
                open.record(parsed.name.rawValue)
                continue
            }
            willPlay?(CheckProgress(playing: played.count, of: planned))
            let recorded = inspector.recordedActions
            let reply = inspector.perform(
                roots: { open.scene.roots }, censusRoots: { open.censusRoots }, userAction: action.userAction, refused: { $0.isRefusal }
            ) {
                action.run(on: open.scene)
            }
            let acted = inspector.recordedActions > recorded
            if acted { open.recordAction(freed: inspector.lastChange?.freed ?? []) }
            played.append(record(line, acted: acted, on: open))
            if let redrawn = redrawn(played, on: open) { failures.append((nil, redrawn)) }
            if case .refused(let reason) = reply {
                actions.append("\(line): refused: \(reason)")
                failures.append((nil, "'\(line)' was refused: \(reason)"))
            } else {
                open.record(parsed.name.rawValue)
                actions.append(line)
            }
        }
    }

    /// The lines of `lines` that are actions on the scene, as `play` plays them.
    private static func sceneActions(_ lines: [String]) -> [String] {
        let parser = CommandParser(table: .podbay)
        return lines.filter { line in
            guard case .success(let parsed)? = parser.parse(line) else { return false }
            return SceneAction(parsed.command) != nil
        }
    }
}
