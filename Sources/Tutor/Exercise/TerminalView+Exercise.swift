#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Inspector
import TextSafety
extension TerminalView: ExerciseRendering {
    package func render(_ exercise: ExerciseRenderable) {
        switch exercise {
        case .workspace(let folder, let files, let copied, let untouched):
            let edited = files.filter { !untouched.contains($0) }
            if copied.isEmpty, untouched.isEmpty {
                render(MessageRenderable(.plain, "Your files for this exercise: \(folder)/ (\(files.joined(separator: ", ")), kept as you left them)."))
            } else if copied.isEmpty, edited.isEmpty {
                render(MessageRenderable(
                    .plain, "Your files for this exercise are in \(folder)/: \(files.joined(separator: ", ")), still the starter\(files.count == 1 ? "" : "s") as copied. Edit \(files.count == 1 ? "it" : "them") in your editor, then type 'check'."))
            } else if copied.isEmpty {
                render(MessageRenderable(
                    .plain, "Your files for this exercise: \(folder)/ (\(edited.joined(separator: ", ")) kept as you left \(edited.count == 1 ? "it" : "them"); \(untouched.joined(separator: ", ")) still the starter as copied)."))
            } else {
                render(MessageRenderable(
                    .plain, "Your files for this exercise are in \(folder)/: \(copied.joined(separator: ", ")). Edit them in your editor, then type 'check'."))
            }
        case .workspaceProblem(let message):
            render(MessageRenderable(.error, "exercise: \(message)"))
        case .notAnExercise(let command, let exercises):
            let list = exercises.map { "step \($0.step), '\($0.title)'" }
            let where_ = list.isEmpty ? "this lesson has no exercise" : "this lesson's exercise: " + list.joined(separator: "; ")
            render(MessageRenderable(.error, "\(command): this step is not an exercise (\(where_))"))
        case .notBuilt(let lines, let checks):
            // The compiler's `path:line:column: error: …` lines whole, so the path can be copied
            // into an editor; the sentences about them wrapped.
            for line in lines {
                let isCompilers = [": error: ", ": warning: ", ": note: "].contains { line.contains($0) }
                    && !line.hasPrefix("check: ") && !line.hasPrefix("load: ")
                render(MessageRenderable(isCompilers ? .exact : .error, line))
            }
            render(MessageRenderable(.plain, "check \(checks): your code did not build; fix it and type 'check' again ('hint' helps)."))
        case .stopped(let reason, let place, let checks):
            render(MessageRenderable(.error, reason))
            // Whole, so the path can be opened in an editor.
            if let place { render(MessageRenderable(.exact, "  at \(place)")) }
            render(MessageRenderable(.plain, "check \(checks): fix your code and type 'check' again."))
        case .verdict(let verdict, let checks, let isLastStep):
            renderVerdict(verdict, checks: checks, isLastStep: isLastStep)
        case .warnings(let lines):
            // Whole, as the compiler's errors are, so the path can be opened in an editor; a
            // handful at most, the count of the rest said.
            for line in lines.prefix(5) { render(MessageRenderable(.exact, OutsideText(line).shown)) }
            if lines.count > 5 { render(MessageRenderable(.plain, "and \(lines.count - 5) more warnings from the compiler in your files")) }
        case .solutionLocked(let checks):
            let tried = checks == 0 ? "no check yet" : "\(checks) check\(checks == 1 ? "" : "s") so far"
            render(MessageRenderable(.error, "solution: shown once 'check' passes (\(tried)); 'hint' goes from a nudge to the exact change"))
        case .solution(let files):
            for file in files {
                if file.diff.isEmpty {
                    render(MessageRenderable(.plain, "\(file.name): yours is the reference, line for line."))
                } else {
                    render(MessageRenderable(.plain, "\(file.name): - yours, + the reference, … lines alike in both"))
                    write(file.diff.flatMap(diffLines))
                }
            }
        case .resetDone(let folder, let files):
            render(MessageRenderable(
                .plain, "The starters are back in \(folder)/: \(files.joined(separator: ", ")); your edits there are gone. Your checks and a pass are kept in progress."))
        case .resetDeclined:
            render(MessageRenderable(.plain, "nothing was reset; your files are as you left them"))
        case .resetNeedsTerminal(let folder):
            render(MessageRenderable(
                .error, "reset exercise: asks first, at a terminal; from a script, delete the files in \(folder)/ and the next check copies the starters again"))
        case .unavailable:
            render(MessageRenderable(.error, "check: this Podbay cannot build code"))
        }
    }

    /// One line of a diff, wrapped with its marker kept in front of every part: a long `+` line
    /// does not read as an unchanged one where it wraps.
    private func diffLines(_ line: String) -> [String] {
        let marker = ["- ", "+ ", "  "].first { line.hasPrefix($0) } ?? ""
        let text = line.dropFirst(marker.count)
        // The code's own indent is kept, in front of every wrapped part (wrapping trims it).
        let indent = marker + String(text.prefix { $0 == " " || $0 == "\t" })
        return wrapped([String(text.dropFirst(indent.count - marker.count))], indent: indent, hanging: indent + "  ")
    }

    private func renderVerdict(_ verdict: ExerciseVerdict, checks: Int, isLastStep: Bool) {
        // The verdict comes from the per-source podbay and quotes the learner's objects: outside text.
        let ran = verdict.actions.isEmpty ? "" : " after " + verdict.actions.map { "'\(OutsideText($0).shown)'" }.joined(separator: ", ")
        guard !verdict.passed else {
            let next = isLastStep ? "type 'quiz' for the questions" : "type 'next' to go on"
            render(MessageRenderable(.success, "check \(checks) passed\(ran): \(spelt(verdict.goal)) — \(next); 'solution' shows the reference beside yours"))
            return
        }
        render(MessageRenderable(.error, "check \(checks): not yet\(ran)"))
        for failure in verdict.failures { render(MessageRenderable(.plain, "✗ " + spelt(failure))) }
        if verdict.failures.contains(where: { $0.contains("route") }), !verdict.route.isEmpty {
            let route = style.ascii || verdict.routeUnicode.isEmpty ? verdict.route : verdict.routeUnicode
            render(MessageRenderable(.verbatim, route.map { OutsideText($0).shown }.joined(separator: "\n")))
        }
    }

    /// A check's text, written with ASCII arrows, spelt as `route` prints routes here, its
    /// control characters shown (`OutsideText`).
    private func spelt(_ text: String) -> String {
        style.routeSpelt(OutsideText(text).shown)
    }
}
