import Progress
import CommandLanguage
extension TerminalView: NoticeRendering {
    package func render(_ notice: NoticeRenderable) {
        switch notice {
        case .goalMet(let goal, let isLastStep):
            let next = isLastStep ? "that was the last step; type 'quiz' for the questions" : "type 'next' to go on"
            render(MessageRenderable(.success, "goal met: \(goal) — \(next)"))
        case .lastStepDone(let lesson, true, _):
            render(MessageRenderable(.plain, "That was the last step of lesson \(lesson). Type 'quiz' for its questions."))
        case .lastStepDone(let lesson, false, let next):
            render(MessageRenderable(.plain, "That was the last step of lesson \(lesson), and its quiz is done. " + Self.nextLessonWords(next)))
        case .hint(let text, let number, let count, let reason):
            let last = number == count ? " (last hint)" : ""
            let why = switch reason {
            case .inOrder: ""
            case .forWhatFailedFirst: ", for what failed first"
            case .noneForWhatFailedFirst: ", the next in order (none is about what failed first)"
            }
            render(MessageRenderable(.plain, "hint \(number) of \(count)\(last)\(why): \(text)"))
        case .noHints:
            render(MessageRenderable(.plain, "this step has no hints"))
        case .compileError(let pointer):
            renderCompileError(pointer)
        case .trace(let on):
            render(MessageRenderable(.plain, on ? "trace on: the route is printed after every action" : "trace off"))
        case .silentAction:
            render(MessageRenderable(
                .plain, "the last action (open, tap, type, break or fix) sent no message and made no call: it changed the scene's objects directly"))
        case .noRouteYet:
            render(MessageRenderable(.verbatim, "no route yet: routes are recorded for tap, type, break, fix and open"))
        case .noReferences(let names):
            render(MessageRenderable(.verbatim, "no references: \(names.joined(separator: ", ")) holds no other object"))
        case .lessonStartsOver(let number, let id):
            render(MessageRenderable(.plain, "lesson \(number) (\(id)) starts over"))
        case .otherTextsProgress(let number, let id, let step, let goals):
            render(MessageRenderable(
                .plain, "lesson \(number) (\(id)): your progress (step \(step), \(goals) goal\(goals == 1 ? "" : "s") met) was made with a text of other steps; "
                    + "this one starts at step 1 (exercise checks are kept)"))
        case .lessonChanged(let number, let id, let savedStep, let sameStep, let resumesAt, let title, let goals):
            let moved = sameStep
                ? "your step \(savedStep), '\(title)', is step \(resumesAt) now"
                : "your step \(savedStep) is gone; the next one left is step \(resumesAt), '\(title)'"
            render(MessageRenderable(
                .plain, "lesson \(number) (\(id)) has changed since your progress was saved: \(moved), and it resumes there "
                    + "(\(goals) goal\(goals == 1 ? "" : "s") met carried over)"))
        case .everythingCleared:
            render(MessageRenderable(.plain, "all progress cleared; the open lesson was closed"))
        case .nothingCleared:
            render(MessageRenderable(.plain, "nothing was cleared"))
        case .sceneSaid(let line):
            render(MessageRenderable(.plain, line))
        case .freed(let names):
            render(MessageRenderable(.plain, "freed: " + names.joined(separator: " ")))
        case .unwired(let problem):
            render(MessageRenderable(.warning, "unwired: \(problem)"))
        case .earlierLeaked(let count, let names):
            // Named as their lessons named them, the first few: `why` takes any of them.
            let shown = names.joined(separator: " ") + (count > names.count ? " and \(count - names.count) more" : "")
            render(MessageRenderable(
                .plain,
                "(not counted here: \(count) object\(count == 1 ? "" : "s") that earlier lessons leaked, still alive: \(shown); "
                    + "'why \(names.first ?? "…")' says what keeps it alive)"))
        case .progressProblem(let problem):
            render(MessageRenderable(.warning, problem.description))
        case .picture(.written(let path, let format)):
            let what = format.isPicture ? "the graph as \(format.rawValue.uppercased()), drawn by Graphviz" : "the graph as DOT"
            render(MessageRenderable(.plain, "wrote \(what): \(path)"))
        case .picture(.dotInstead(let dotPath, let advice)):
            render(MessageRenderable(.warning, "\(advice); the graph went to \(dotPath) as DOT"))
        case .picture(.failed(let problem)):
            render(MessageRenderable(.error, problem))
        }
    }

    /// The first error in the learner's file, the way an editor shows it: where, the compiler's
    /// words, and the line with a caret under the column.
    private func renderCompileError(_ pointer: CompileErrorPointer) {
        render(MessageRenderable(.plain, "hint: your code did not build. The compiler's first error in your file:"))
        // The path and the source line are never broken: one to open as it is, one with the
        // caret under it (a terminal narrower than them wraps them whole).
        render(MessageRenderable(.exact, "  \(pointer.path):\(pointer.line):\(pointer.column)"))
        render(MessageRenderable(.plain, "  error: \(pointer.message)"))
        if !pointer.sourceLine.isEmpty {
            let number = String(pointer.line)
            let gutter = String(repeating: " ", count: number.count)
            render(MessageRenderable(.exact, "  \(number) | \(pointer.sourceLine)\n  \(gutter) | \(pointer.caretIndent)^"))
        }
        for note in pointer.notes { render(MessageRenderable(.plain, "  note: \(note)")) }
    }
}
