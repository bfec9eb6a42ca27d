import SuperSimple

/// Every clock renders into the first clock made: one clock works; with two on a screen, the
/// second shows nothing and the first shows what either was told.
final class MissionClockView: TextDrawing {
    nonisolated(unsafe) private static weak var first: MissionClockView?
    private var shown: MissionClockRenderable?

    init() {
        if Self.first == nil { Self.first = self }
    }

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            (Self.first ?? self).shown = renderable
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown else { return [""] }
        return [shown.text]
    }
}
