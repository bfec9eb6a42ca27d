import SuperSimple

final class MissionClockView: TextDrawing {
    private var texts: [String] = []

    // Forget what came before, then show the new one.
    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            texts.removeAll()
        }
        HopReporter.render(renderable, on: self) {
            texts.append(renderable.text)
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        [texts.joined(separator: " > ")]
    }
}
