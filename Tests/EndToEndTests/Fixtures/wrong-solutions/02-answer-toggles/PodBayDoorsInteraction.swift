import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?
    // A second tap dismisses HAL's answer.
    private var showing = false

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        showing.toggle()
        banner.render(BannerRenderable(message: showing ? "I'm sorry, Dave. I'm afraid I can't do that." : ""))
    }
}
