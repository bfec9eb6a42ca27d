import SuperSimple

/// Keeps only the line the last renderable formatted, not the renderable itself.
final class MissionClockView: TextDrawing {
    private var line = ""

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            line = renderable.text
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        [line]
    }
}
