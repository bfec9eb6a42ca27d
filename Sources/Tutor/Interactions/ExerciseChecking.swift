/// What `check` asks of the program: build the exercise's check scene with the learner's files
/// and run the check on the live objects, in a loaded podbay. The executable provides it (see
/// the Loader); without one, `check` says it is not available.
package protocol ExerciseChecking: AnyObject {
    /// Builds `checkSources` (the lesson's check scene: files or folders) with the Swift files in
    /// `workspace`, and checks step `stepIndex` of lesson `lessonID` on its objects. `say` passes on what the loader says on the way.
    func check(
        lessonID: String, stepIndex: Int, workspace: String, checkSources: [String],
        say: (MessageRenderable.Kind, String) -> Void
    ) -> ExerciseCheckOutcome
}
