/// What the mission clock shows: passive data, an immutable struct. The renderable does the
/// formatting, from the phase and the months since launch; the view shows its `text`.
struct MissionClockRenderable: Equatable {
    let phase: String
    let elapsed: Int
    /// The line the view shows: `Launch, T+0 months`, `Jupiter orbit, T+1 year 6 months`.
    let text: String

    init(phase: String, elapsed: Int) {
        self.phase = phase
        self.elapsed = elapsed
        text = "\(phase), T+" + Self.time(months: elapsed)
    }

    /// `9 months`, `1 year`, `1 year 8 months`. Years too, so that a view formatting the line
    /// itself from `phase` and `elapsed` (the simple way, in months) draws what the renderable
    /// did not say, and the check sees it.
    static func time(months: Int) -> String {
        let years = months / 12, rest = months % 12
        let yearText = years == 0 ? nil : years == 1 ? "1 year" : "\(years) years"
        let monthText = rest == 0 && years > 0 ? nil : rest == 1 ? "1 month" : "\(rest) months"
        return [yearText, monthText].compactMap { $0 }.joined(separator: " ")
    }
}
