import SuperSimple

/// Shows the mission clock: the phase and the time since launch. A view shows what it was told
/// last, and nothing else.
final class MissionClockView: TextDrawing {
    // What the view keeps. Whatever it keeps beyond the last renderable makes the same renderable
    // draw differently depending on what came before.
    private var texts: [String] = []

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            texts.append(renderable.text)
        }
    }

    // The renderable formats its line (`renderable.text`); a view shows it and does not format.
    func draw(width: Int, style: FrameStyle) -> [String] {
        [texts.joined(separator: " > ")]
    }
}
