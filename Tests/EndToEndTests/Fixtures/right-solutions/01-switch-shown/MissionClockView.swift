import SuperSimple

final class MissionClockView: TextDrawing {
    private var last: MissionClockRenderable? = nil

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
