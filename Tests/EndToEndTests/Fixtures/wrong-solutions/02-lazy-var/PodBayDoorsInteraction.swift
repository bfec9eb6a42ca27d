import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?
    private lazy var shownOn: BannerRendering? = banner

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard banner != nil else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        shownOn?.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
