import SuperSimple

final class MissionClockView: TextDrawing {
    private var shown: MissionClockRenderable?

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            shown = renderable
        }
    }

    // Something is always rendered before it is drawn.
    func draw(width: Int, style: FrameStyle) -> [String] {
        [shown!.text]
    }
}
