import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    // Named for what it is; held as any other property.
    private var bannerView: BannerRendering?

    func use(_ banner: BannerRendering) {
        bannerView = banner
    }

    func didTapMainButton() {
        guard let bannerView else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        bannerView.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
