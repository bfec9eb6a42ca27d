import SuperSimple

final class MissionClockView: TextDrawing {
    private var shown: MissionClockRenderable?


    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) { shown = renderable }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown else { return [""] }
        return ["\(shown.phase): T+\(shown.elapsed) months"]
    }
}
