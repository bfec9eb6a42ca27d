import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?
    private var render: ((BannerRenderable) -> Void)?

    func use(_ banner: BannerRendering) {
        self.banner = banner
        render = banner.render
    }

    func didTapMainButton() {
        guard banner != nil else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        render?(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
