import SuperSimple

/// What the status interaction renders on: the screen's light, which the screen owns.
protocol StatusLightRendering: AnyObject {
    func render(_ renderable: LabelRenderable)
}

/// Lights the ship's status when Dave taps status. The screen owns this interaction and its
/// light; it hands the light over with `use(_:)`. The interaction uses the light and does not own
/// it, so it holds it weakly: Swift allows that only for a protocol that classes alone can adopt,
/// which `: AnyObject` makes `StatusLightRendering`.
final class StatusLightInteraction: StatusLightInteracting {
    private weak var light: StatusLightRendering?

    func use(_ light: StatusLightRendering) {
        self.light = light
    }

    func didTapStatus() {
        light?.render(LabelRenderable(text: "All systems nominal"))
    }
}
