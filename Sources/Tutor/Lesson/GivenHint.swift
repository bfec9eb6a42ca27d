/// One of a step's hints as `hint` gives it: how many of the step's hints the learner has had with
/// it, of how many, and why it came now.
struct GivenHint: Equatable {
    let text: String
    let number: Int
    let count: Int
    let reason: HintReason
}
