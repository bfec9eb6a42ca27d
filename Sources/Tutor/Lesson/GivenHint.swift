/// One of a step's hints as `hint` gives it: its place among the step's hints, and whether it was
/// chosen for the goal part that failed first rather than taken in order (then its number can come
/// before a lower one, and the learner is told why).
struct GivenHint: Equatable {
    let text: String
    let number: Int
    let count: Int
    let forWhatFailed: Bool
}
