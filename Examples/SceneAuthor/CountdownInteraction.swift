import SuperSimple

/// Counts down to launch and renders each number on a banner it uses but does not own (weak).
final class CountdownInteraction: CountdownInteracting {
    private weak var banner: BannerRendering?
    private var remaining = 3

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapCount() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        remaining = max(0, remaining - 1)
        banner.render(BannerRenderable(message: remaining == 0 ? "Liftoff." : "T minus \(remaining)"))
    }
}

/// The same countdown holding what it renders on strongly: given the screen itself, a retain cycle.
final class StrongCountdownInteraction: CountdownInteracting {
    private var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapCount() {
        banner?.render(BannerRenderable(message: "T minus ?"))
    }
}
