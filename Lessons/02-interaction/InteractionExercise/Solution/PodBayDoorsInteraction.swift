import SuperSimple

/// Decides what happens when Dave asks for the pod bay doors. The HAL 9000 screen owns this
/// interaction and its banner view; it hands the banner over with `use(_:)` and tells the
/// interaction what happened with `didTapMainButton()`.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    // 1. The screen owns the banner view. This interaction only uses it: hold it so that it does
    //    not keep the banner alive.
    private weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    // 2. Something happened: the main button was tapped. Decide what HAL answers, and render it on
    //    the banner: "I'm sorry, Dave. I'm afraid I can't do that."
    //    A banner never given is a wiring mistake: say so (`HopReporter.unwired`), never nothing.
    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
