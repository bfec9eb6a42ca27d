import SuperSimple

/// HAL's answer, on the banner the screen owns and lends.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var target: BannerRendering?

    func use(_ banner: BannerRendering) {
        target = banner
    }

    func didTapMainButton() {
        guard let shown = target else {
            return HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
        }
        let answer = BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that.")
        shown.render(answer)
    }
}
