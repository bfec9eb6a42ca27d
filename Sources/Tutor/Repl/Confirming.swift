/// Asks the learner a yes-or-no question before something that cannot be undone.
package protocol Confirming: AnyObject {
    /// Shows `question` and runs `answer` with the learner's reply to it (the next line they
    /// type: `y` or `yes` is yes, anything else no; a line that is not `n`, `no` or empty is then
    /// run as the command it is). Returns false, asking nothing, when the
    /// line came from a pipe or a script: nobody is there to answer.
    func confirm(_ question: String, then answer: @escaping (Bool) -> Void) -> Bool
}
