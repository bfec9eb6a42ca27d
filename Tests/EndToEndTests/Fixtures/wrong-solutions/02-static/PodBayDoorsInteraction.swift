import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    nonisolated(unsafe) static var lastBanner: BannerRendering?
    private weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
        Self.lastBanner = banner
    }

    func didTapMainButton() {
        guard banner != nil else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        banner?.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
