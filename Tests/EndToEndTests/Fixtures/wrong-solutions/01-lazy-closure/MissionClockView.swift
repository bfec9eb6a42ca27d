import SuperSimple

final class MissionClockView: TextDrawing {
    private var shown: MissionClockRenderable?
    private lazy var line: () -> String = { self.shown.map(\.text) ?? "" }

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) { shown = renderable }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        [line()]
    }
}
