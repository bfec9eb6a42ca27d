import SuperSimple

/// Shows the mission clock. Keeps the last renderable only; draws the line it formatted.
final class MissionClockView: TextDrawing {
    private var current = MissionClockRenderable(phase: "", elapsed: 0)
    private var hasRendered = false

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            current = renderable
            hasRendered = true
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard hasRendered else { return [""] }
        return [current.text]
    }
}
