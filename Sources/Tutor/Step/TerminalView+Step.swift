extension TerminalView: StepRendering {
    package func render(_ opening: LessonOpeningRenderable) {
        var lines = [style.paint("Lesson \(opening.number): \(opening.title)", .bold)]
        lines += wrapped([opening.summary])
        if !opening.introduction.isEmpty { lines += [""] + wrapped(opening.introduction) }
        if opening.isDone {
            lines += wrapped(["(you finished this lesson: it starts again at step 1 on a new scene; your goals and answers are kept)"])
        }
        if let step = opening.resumedAt {
            let replayed = opening.replayed.isEmpty
                ? "" : "; the earlier steps' actions were played again to bring the scene there: "
                    + opening.replayed.joined(separator: ", ")
            let note = opening.replayNote.map { "; " + $0 } ?? ""
            lines += wrapped(["(resuming at step \(step), where you left off\(replayed)\(note))"])
        }
        lines.append("")
        write(lines)
    }

    package func render(_ step: StepRenderable) {
        // The closing rule only decorates: a heading too wide for it goes without.
        var heading = "\(style.rule) Step \(step.number) of \(step.count): \(step.title)"
        if heading.count + 1 + style.rule.count <= style.width { heading += " " + style.rule }
        var lines = [style.paint(heading, .bold)]
        lines += wrapped(step.prose)
        if !step.tries.isEmpty {
            lines.append("")
            // An exercise's actions run on the scene `check` builds with your code, not on this one.
            let label = step.isExercise ? "  check plays: " : "  try: "
            lines += step.tries.map { label + style.paint($0, .cyan) }
            // Played too, after the goal's actions: the text speaks of them (lesson 8's second app),
            // and the memory laws are checked after them (`tap close` lets the scene go).
            lines += step.releases.map { "  check then plays: " + style.paint($0, .cyan) }
        }
        // Wrapped before painting, so escape codes never count towards the width.
        let goal = step.isExercise ? "goal, checked on your code by 'check'" : "goal"
        lines += wrapped(["\(goal): \(step.goal) (\(step.goalMet ? "met" : "not met yet"))"])
        if step.goalMet, let last = lines.indices.last, lines[last].hasSuffix("met)") {
            lines[last] = lines[last].dropLast(4) + style.paint("met", .green) + ")"
        }
        write(lines)
    }
}
