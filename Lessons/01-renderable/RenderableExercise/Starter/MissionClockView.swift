import SuperSimple

/// Shows the mission clock: the phase and the time since launch. A view shows what it was told
/// last, and nothing else.
final class MissionClockView: TextDrawing {
    // What the view keeps. Whatever it keeps beyond the last renderable makes the same renderable
    // draw differently depending on what came before.
    private var phases: [String] = []
    private var elapsed = 0

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            phases.append(renderable.phase)
            elapsed = renderable.elapsed
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        ["\(phases.joined(separator: " > ")): T+\(elapsed) months"]
    }
}
