import SuperSimple

/// What the status interaction renders on: the screen's light, which the screen owns.
protocol StatusLightRendering {
    func render(_ renderable: LabelRenderable)
}

/// Lights the ship's status when Dave taps status. The screen owns this interaction and its
/// light; it hands the light over with `use(_:)`. The interaction uses the light and does not own
/// it, so it holds it weakly: Swift refuses that here. Read what `check` prints from the compiler,
/// and change the protocol above (not the `weak`) so that Swift allows it.
final class StatusLightInteraction: StatusLightInteracting {
    private weak var light: StatusLightRendering?

    func use(_ light: StatusLightRendering) {
        self.light = light
    }

    func didTapStatus() {
        light?.render(LabelRenderable(text: "All systems nominal"))
    }
}
