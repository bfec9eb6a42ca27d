import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?
    private let answer = "I'm sorry, Dave. I'm afraid I can't do that."

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard banner != nil else {
            reportMissingBanner()
            return
        }
        banner?.render(BannerRenderable(message: answer))
    }

    private func reportMissingBanner() {
        HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
    }
}
