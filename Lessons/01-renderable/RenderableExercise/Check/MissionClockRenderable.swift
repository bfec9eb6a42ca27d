/// What the mission clock shows: passive data, an immutable struct. The renderable does the
/// formatting, from the phase and the months since launch; the view shows its `text`.
struct MissionClockRenderable: Equatable {
    let phase: String
    let elapsed: Int
    /// The line the view shows: `Launch, T+0 months`.
    let text: String

    init(phase: String, elapsed: Int) {
        self.phase = phase
        self.elapsed = elapsed
        text = "\(phase), T+\(elapsed) months"
    }
}
