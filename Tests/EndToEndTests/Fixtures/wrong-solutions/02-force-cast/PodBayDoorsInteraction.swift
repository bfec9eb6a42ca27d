import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        // It is always a BannerView on this screen.
        let bannerView = banner as! BannerView
        bannerView.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
