import SuperSimple

final class MissionClockView: TextDrawing {
    nonisolated(unsafe) static var all: [MissionClockView] = []
    private var shown: MissionClockRenderable?

    init() { Self.all.append(self) }

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) { shown = renderable }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown else { return [""] }
        return [shown.text]
    }
}
