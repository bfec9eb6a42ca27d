import SuperSimple

/// Shows the mission clock: the phase and the time since launch. A view shows what it was told
/// last, and nothing else.
final class MissionClockView: TextDrawing {
    // What the view keeps. Whatever it keeps beyond the last renderable makes the same renderable
    // draw differently depending on what came before.
    private var shown: MissionClockRenderable?

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            shown = renderable
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown else { return [""] }
        // The renderable formatted the line; the view shows it.
        return [shown.text]
    }
}
