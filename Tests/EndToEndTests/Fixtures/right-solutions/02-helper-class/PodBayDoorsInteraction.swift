import SuperSimple

/// HAL's answer to the pod bay doors button, rendered on a banner the screen owns.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?
    private let hal = HalAnswers()

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        banner.render(hal.answerToPodBayDoors())
    }
}

/// What HAL says; kept apart so the interaction only decides when he says it.
final class HalAnswers {
    func answerToPodBayDoors() -> BannerRenderable {
        BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that.")
    }
}
