import SuperSimple

final class MissionClockView: TextDrawing {
    private var everything: [MissionClockRenderable] = []

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) { everything.append(renderable) }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown = everything.last else { return [""] }
        return [shown.text]
    }
}
