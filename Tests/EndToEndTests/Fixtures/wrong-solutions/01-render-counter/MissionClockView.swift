import SuperSimple

/// Counts the renders it was told, for debugging, and never draws the count: the view keeps
/// state beyond the last renderable (lesson 1 step 6's counting view, made an exercise answer).
final class MissionClockView: TextDrawing {
    private var shown: MissionClockRenderable?
    private var renders = 0

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            shown = renderable
            renders += 1
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown else { return [""] }
        return [shown.text]
    }
}
