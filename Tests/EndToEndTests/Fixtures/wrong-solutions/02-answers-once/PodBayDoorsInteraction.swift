import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?
    // HAL has said it; no need to say it again.
    private var answered = false

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        guard !answered else { return }
        answered = true
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
