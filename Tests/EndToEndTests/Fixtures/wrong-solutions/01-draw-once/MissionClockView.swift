import SuperSimple

/// Draws the renderable it was given, then forgets it: a second drawing of the same screen (a
/// resize, a redraw) is blank.
final class MissionClockView: TextDrawing {
    private var shown: MissionClockRenderable?

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            shown = renderable
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        defer { shown = nil }
        guard let shown else { return [""] }
        return [shown.text]
    }
}
