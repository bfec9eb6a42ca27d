import SuperSimple

/// Shows the last renderable it was given: one stored property, replaced on every render.
final class MissionClockView: TextDrawing {
    private var current: MissionClockRenderable? = nil

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            self.current = renderable
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        if let current {
            return [current.text]
        }
        return [""]
    }
}
