// Part of lesson 2's second exercise check, shipped with the lesson. Not yours to edit.
/// What the ship status screen sees of its interaction: it hands it the light to render on, and
/// tells it what happened.
protocol StatusLightInteracting: AnyObject {
    func use(_ light: StatusLightRendering)
    func didTapStatus()
}
