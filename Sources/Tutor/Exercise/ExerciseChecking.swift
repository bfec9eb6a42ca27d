/// What `check` asks of the program: build the exercise's check scene with the learner's files
/// and run the check on the live objects, in a loaded podbay. The executable provides it (see
/// the Loader); without one, `check` says it is not available.
package protocol ExerciseChecking: AnyObject {
    /// Builds `checkSources` (the lesson's check scene: files or folders) with the Swift files in
    /// `workspace`, and checks step `stepIndex` of lesson `lessonID` on its objects, comparing
    /// each action with what the same check does with `solutions` (the lesson's reference files:
    /// `SolutionComparison`). `say` passes on what the loader says on the way; `warned`, the
    /// compiler's warnings in the learner's files (one line each), when they built.
    func check(
        lessonID: String, stepIndex: Int, workspace: String, checkSources: [String], solutions: [String],
        say: (MessageRenderable.Kind, String) -> Void, warned: ([String]) -> Void
    ) -> ExerciseCheckOutcome
}

/// What came of a `check`.
package enum ExerciseCheckOutcome: Equatable, Sendable {
    /// The code built and ran; the verdict says whether the objects behave.
    case verdict(ExerciseVerdict)
    /// Nothing ran: the compiler's errors for the learner's files, or why nothing could be built.
    case notBuilt([String])
    /// The learner's code stopped the check (a trap), said in a sentence; `place`: where in the
    /// learner's files (`/…/File.swift:12`), when the runtime said.
    case stopped(String, place: String? = nil)
    /// Nothing could be built or run, for a cause that is not in the learner's files (the link
    /// with none of their files in it, a missing or mismatched kit, the toolchain): that cause in
    /// a sentence. Not counted as a check, and `hint` does not point at their files.
    case notYours(String)
}

extension ExerciseCheckOutcome {
    /// Whether the code built, ran and the objects did what the goal asks.
    package var passed: Bool {
        if case .verdict(let verdict) = self { verdict.passed } else { false }
    }
}
