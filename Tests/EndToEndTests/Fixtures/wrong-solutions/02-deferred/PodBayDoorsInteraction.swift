import Foundation
import SuperSimple

final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    // HAL takes a moment before he answers.
    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        nonisolated(unsafe) let later = banner
        DispatchQueue.main.async {
            later.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
        }
    }
}
