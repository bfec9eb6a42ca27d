import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?
    private var show: ((BannerRenderable) -> Void)?

    func use(_ banner: BannerRendering) {
        self.banner = banner
        show = { banner.render($0) }
    }

    func didTapMainButton() {
        guard banner != nil else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        show?(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
