import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        if let banner = banner {
            let answer = BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that.")
            banner.render(answer)
        } else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
        }
    }
}
