import SuperSimple

final class MissionClockView: TextDrawing {
    // Lines already seen, by phase, so a phase shown again is not looked up twice.
    private var lines: [String: String] = [:]
    private var phase: String?

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) {
            lines[renderable.phase] = renderable.text
            phase = renderable.phase
        }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        guard let phase, let line = lines[phase] else { return [""] }
        return [line]
    }
}
