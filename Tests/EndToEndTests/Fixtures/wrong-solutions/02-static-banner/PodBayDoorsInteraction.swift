import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    // There is one HAL banner in the ship: every interaction can share it.
    nonisolated(unsafe) private static weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        Self.banner = banner
    }

    func didTapMainButton() {
        guard let banner = Self.banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
