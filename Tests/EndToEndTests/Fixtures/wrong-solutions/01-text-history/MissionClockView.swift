import SuperSimple

final class MissionClockView: TextDrawing {
    // Every line shown so far, for the record; the screen shows the last one.
    private var shownLines: [String] = []

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            shownLines.append(renderable.text)
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        [shownLines.last ?? ""]
    }
}
