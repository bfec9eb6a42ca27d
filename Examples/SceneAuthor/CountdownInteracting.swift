import SuperSimple

/// What the countdown screen sees of its interaction: it can be given a banner, and told that the
/// count button was tapped.
protocol CountdownInteracting: AnyObject {
    func use(_ banner: BannerRendering)
    func didTapCount()
}
