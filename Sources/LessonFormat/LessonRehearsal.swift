package import CommandLanguage
package import LessonKit

/// Plays a lesson's `try:` lines on its own scene, in order, as a learner following the text
/// would, and reports each `tap`, `type` or `break` that names a control, field or rule the scene
/// does not have at that point, and each type, field or rule a goal names that the scene never
/// showed while they were played, or an `edge` on a type no root reaches once its step's tries are
/// played (such goals can never be met). A text can only be checked this way against the live scene,
/// because what is on screen changes as the learner goes (`tap save` exists once `tap add` ran).
///
/// `podbay lint` runs it; the REPL does not, so start-up never builds every scene.
package struct LessonRehearsal {
    package let scenes: SceneCatalog
    private let parser: CommandParser

    package init(scenes: SceneCatalog, commands: CommandTable = .podbay) {
        self.scenes = scenes
        self.parser = CommandParser(table: commands)
    }

    package func problems(in lesson: LessonText) -> [LessonProblem] {
        guard let scene = scenes.builder(for: lesson.sceneID)?.build() else { return [] }
        var problems: [LessonProblem] = []
        var names = SceneNames()
        names.record(scene.roots.map(\.object))
        // An exercise's tries address its check scene, built with the learner's code by `check`.
        var unreachableEdges: [(type: String, problem: LessonProblem)] = []
        for step in lesson.steps where step.exercise == nil {
            for (index, line) in step.tries.enumerated() {
                guard case .success(let parsed)? = parser.parse(line), let action = SceneAction(parsed.command) else { continue }
                let missing = play(action, on: scene)
                names.record(scene.roots.map(\.object))
                guard let missing else { continue }
                let number = index < step.tryLines.count ? step.tryLines[index] : step.line
                problems.append(LessonProblem(file: lesson.file, line: number, message: "try: \(line): \(missing)"))
            }
            unreachableEdges += edgesNoRootReaches(step, in: lesson, scene: scene)
        }
        // Every type, field and rule a goal names must be one the scene showed, or the goal can never be met.
        for step in lesson.steps where step.exercise == nil {
            for condition in step.goal.conditions {
                guard let missing = names.missing(in: condition, rules: scene.breakableRules) else { continue }
                problems.append(LessonProblem(file: lesson.file, line: step.goalLine, message: missing))
            }
        }
        // A type no object ever had is said once, as unseen, above.
        return problems + unreachableEdges.filter { names.seenClass($0.type) != nil }.map(\.problem)
    }

    /// The `edge` conditions of `step`'s goal on a type no object reached from the roots has once
    /// the step's tries are played: `edge` reads only what a root reaches, so after an action that
    /// cut such objects loose (`tap close` on a leak) the goal can never be met.
    private func edgesNoRootReaches(
        _ step: LessonStep, in lesson: LessonText, scene: LessonScene
    ) -> [(type: String, problem: LessonProblem)] {
        var reached = SceneNames()
        reached.record(scene.roots.map(\.object))
        return step.goal.conditions.compactMap { condition in
            guard case .edge(let type, let field, _) = condition, reached.seenClass(type) == nil else { return nil }
            return (type, LessonProblem(
                file: lesson.file, line: step.goalLine,
                message: "goal asks 'edge \(type).\(field)', but after this step's tries no root reaches a \(type): "
                    + "edge reads only objects a root reaches, so it can never be met; use cycle, leaked or unreachable for objects cut loose"))
        }
    }

    /// Runs one action on the scene; says what it named that the scene lacks, or nil.
    private func play(_ action: SceneAction, on scene: LessonScene) -> String? {
        // What the scene offers before the action: the learner reads the screen, then acts.
        let target = action.target(in: scene)
        guard action.run(on: scene).isRefusal, let target, !target.offered.contains(target.named) else { return nil }
        // Controls and fields come and go as the learner goes; a lesson's rules do not.
        let when = target.noun == "rule" ? "" : " at this point"
        return "the scene has no \(target.noun) '\(target.named)'\(when)" + target.offeredPhrase()
    }
}
