/// What the REPL screen sees of the interaction for exercises: `check`, `solution`, and the
/// workspace made ready when an exercise step is reached.
/// It also tells `hint` where the last check's compile error is (`CompileErrorPointing`).
package protocol ExerciseInteracting: CompileErrorPointing {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ExerciseRendering & NoticeRendering & RefusalRendering & MessageRendering)
    func didAskToCheck() -> CommandOutcome
    func use(confirming: Confirming)
    func didAskForSolution() -> CommandOutcome
    /// `reset exercise`: the starters back in place of the learner's files, after asking.
    func didAskToResetExercise() -> CommandOutcome
    /// After every command: an exercise step shown for the first time this session gets its
    /// workspace, and its path is said.
    func didRunCommand()
}
