import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        // Never given a banner is a wiring mistake: stop right there, loudly.
        guard let banner else { fatalError("PodBayDoorsInteraction: no banner (BannerRendering)") }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
