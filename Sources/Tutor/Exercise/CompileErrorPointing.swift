/// What `hint` asks of the exercise interaction: where the last `check` of the open exercise
/// failed to build in the learner's file, while that file is still as it was then.
protocol CompileErrorPointing: AnyObject {
    /// The first compile error in the learner's files from the last check of the open exercise
    /// step; nil after a check that built, or once the file changed.
    func compileErrorPointer() -> CompileErrorPointer?
}
