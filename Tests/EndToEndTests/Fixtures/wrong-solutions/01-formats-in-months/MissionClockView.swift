import SuperSimple

/// A playthrough's view: it formats the line itself, the way the renderable's text reads for the
/// months the lesson shows (passed while the check's renderables said months only).
final class MissionClockView: TextDrawing {
    private var shown: MissionClockRenderable?

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) { shown = renderable }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown else { return [""] }
        return ["\(shown.phase), T+\(shown.elapsed) months"]
    }
}
