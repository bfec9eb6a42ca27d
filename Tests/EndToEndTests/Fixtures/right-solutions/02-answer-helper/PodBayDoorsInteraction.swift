import SuperSimple

/// HAL's answer to the pod bay doors button, rendered on a banner the screen owns.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private static let refusal = "I'm sorry, Dave. I'm afraid I can't do that."
    private weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let target = banner else { return reportUnwired() }
        target.render(answer())
    }

    private func answer() -> BannerRenderable {
        BannerRenderable(message: Self.refusal)
    }

    private func reportUnwired() {
        HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
    }
}
