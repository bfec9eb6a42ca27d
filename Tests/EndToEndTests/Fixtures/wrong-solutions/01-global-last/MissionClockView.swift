import SuperSimple

// The last renderable, kept where every view can reach it.
nonisolated(unsafe) var lastMissionClock: MissionClockRenderable?

final class MissionClockView: TextDrawing {
    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            lastMissionClock = renderable
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown = lastMissionClock else { return [""] }
        return [shown.text]
    }
}
