import SuperSimple

/// HAL's answer to the pod bay doors button, rendered on a banner the screen owns.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var bannerView: BannerRendering?

    func use(_ banner: BannerRendering) {
        bannerView = banner
    }

    func didTapMainButton() {
        if let bannerView {
            bannerView.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
        } else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
        }
    }
}
