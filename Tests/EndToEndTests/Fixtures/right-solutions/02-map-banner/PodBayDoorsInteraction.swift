import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private static let answer = BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that.")
    private weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        if banner == nil {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
        }
        banner?.render(Self.answer)
    }
}
