/// One of a step's hints as `hint` gives it: how many of the step's hints the learner has had with
/// it, of how many, and whether it was chosen for the goal part that failed first rather than
/// taken in order (the learner is told why it came first).
struct GivenHint: Equatable {
    let text: String
    let number: Int
    let count: Int
    let forWhatFailed: Bool
}
