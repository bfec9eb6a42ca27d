import SuperSimple

/// Draws no line at all before anything was rendered, where the solution draws one empty line:
/// what hint 3 ("`[shown.text]` once shown is unwrapped") leads a learner to write. A playthrough
/// failed it on "the screen shows the solution's text but is drawn differently".
final class MissionClockView: TextDrawing {
    private var shown: MissionClockRenderable?

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            shown = renderable
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown else { return [] }
        return [shown.text]
    }
}
