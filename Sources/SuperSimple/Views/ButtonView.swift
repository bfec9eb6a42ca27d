/// A button drawn as `[ Title ]`, or `[ Title ] (disabled)` when it cannot be tapped.
public final class ButtonView: ButtonRendering, TextDrawing {
    /// The name `tap` uses to reach it.
    public let control: String
    private var shown: ButtonRenderable?

    public init(control: String) {
        self.control = control
    }

    public func render(_ renderable: ButtonRenderable) {
        HopReporter.render(renderable, on: self) { shown = renderable }
    }

    /// Whether a tap would do anything: a button never rendered, or disabled, ignores taps.
    public var isEnabled: Bool { shown?.enabled ?? false }

    public func draw(width: Int, style: FrameStyle) -> [String] {
        guard let shown else { return [] }
        let label = "[ \(shown.title) ]" + (shown.enabled ? "" : " (disabled)") + " (tap \(control))"
        return TextWrap(width: width).lines(of: label)
    }
}
