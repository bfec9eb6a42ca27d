import SuperSimple

/// Shows the mission clock the last renderable says.
final class MissionClockView: TextDrawing {
    private var last: MissionClockRenderable?

    func render(_ renderable: MissionClockRenderable) {
        HopReporter.render(renderable, on: self) { last = renderable }
    }

    func draw(width: Int, style: FrameStyle) -> [String] {
        switch last {
        case .some(let renderable): [renderable.text]
        case .none: [""]
        }
    }
}
