import SuperSimple

final class MissionClockView: TextDrawing {
    // One clock on the screen: the type can remember what it shows.
    nonisolated(unsafe) private static var shown: MissionClockRenderable?

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            Self.shown = renderable
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        [Self.shown?.text ?? ""]
    }
}
