import CommandLanguage
import LessonFormat
import LessonKit

/// Brings a lesson opened at a later step to where its text expects it: plays the scene actions
/// of the steps before (`tap`, `type`, `break`, `fix` from their `try:` lines) on the new scene,
/// with the inspector watching as it does for the learner, so a "Fix it" step finds the scene
/// broken and `TaskEditJoint#1` names the object the text means.
///
/// The commands that only look (`graph`, `alive`, …) are walked too, without output: naming an
/// object happens when a walk first sees it, so skipping them could number objects otherwise.
struct LessonReplay {
    let inspector: InspectorSession

    /// Replays the steps before `open`'s current one; returns the action lines it played.
    func replay(_ open: OpenLesson) -> [String] {
        let scene = open.scene
        let parser = CommandParser(table: .podbay)
        var played: [String] = []
        // An exercise's tries address its check scene, not the lesson's.
        for step in open.lesson.steps.prefix(open.stepIndex) where step.exercise == nil {
            for line in step.tries {
                guard case .success(let parsed)? = parser.parse(line) else { continue }
                if let action = SceneAction(parsed.command) {
                    inspector.perform(
                        roots: { scene.roots }, censusRoots: { open.censusRoots }, userAction: action.userAction, refused: { $0.isRefusal }
                    ) {
                        action.run(on: scene)
                    }
                    played.append(line)
                } else if [.alive, .cycles, .why].contains(parsed.name) {
                    _ = inspector.graph(roots: scene.roots, includeLive: true)
                } else if [.graph, .inspect].contains(parsed.name) {
                    _ = inspector.graph(roots: scene.roots)
                }
            }
        }
        return played
    }
}
