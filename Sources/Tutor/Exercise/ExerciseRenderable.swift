/// What the exercise interaction shows: the workspace, a check's result, the reference solution,
/// and why a command about exercises was not run. As data; the terminal view words it
/// (`TerminalView+Exercise`).
package enum ExerciseRenderable: Equatable, Sendable {
    /// The workspace is ready: `copied` names the starters just copied (empty: the learner's files
    /// were all there, and were left as they are); `untouched` the files there that are still the
    /// starter, unedited.
    case workspace(folder: String, files: [String], copied: [String], untouched: [String])
    case workspaceProblem(String)
    /// `check` or `solution` on a step that is not an exercise; `exercises` lists the open
    /// lesson's exercises as (step number, title).
    case notAnExercise(command: String, exercises: [Exercise])
    /// The code did not build; `lines` are the compiler's, for the learner's files.
    case notBuilt(lines: [String], checks: Int)
    /// The learner's code stopped the check; `place` is where in their files, when known.
    case stopped(reason: String, place: String?, checks: Int)
    case verdict(ExerciseVerdict, checks: Int, isLastStep: Bool)
    /// Under a verdict: the compiler's warnings in the learner's files, one line each as it wrote them.
    case warnings([String])
    /// `solution` before the exercise passed.
    case solutionLocked(checks: Int)
    /// The reference beside the learner's code, file by file, as diff lines.
    case solution([SolutionFile])
    /// `reset exercise` answered yes: the starters `files` are back in `folder`.
    case resetDone(folder: String, files: [String])
    /// `reset exercise` answered no: the learner's files stay.
    case resetDeclined
    /// `reset exercise` from a pipe or a script: nobody is there to answer the question.
    case resetNeedsTerminal(folder: String)
    /// `check` where the program cannot build code.
    case unavailable

    package struct Exercise: Equatable, Sendable {
        package let step: Int
        package let title: String
    }

    package struct SolutionFile: Equatable, Sendable {
        package let name: String
        /// `  `, `- ` (yours) and `+ ` (the reference's) lines; empty when they are the same.
        package let diff: [String]

        package init(name: String, diff: [String]) {
            self.name = name
            self.diff = diff
        }
    }
}

/// Views that can show exercises: workspace, checks, solutions.
package protocol ExerciseRendering: AnyObject {
    func render(_ exercise: ExerciseRenderable)
}
