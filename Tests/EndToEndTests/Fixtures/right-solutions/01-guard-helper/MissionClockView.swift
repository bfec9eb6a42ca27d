import SuperSimple

/// Shows the mission clock: whatever it was told last.
final class MissionClockView: TextDrawing {
    private var latest: MissionClockRenderable?

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) { remember(renderable) }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        [line]
    }

    private var line: String {
        if let latest { return latest.text }
        return ""
    }

    private func remember(_ renderable: MissionClockRenderable) {
        latest = renderable
    }
}
