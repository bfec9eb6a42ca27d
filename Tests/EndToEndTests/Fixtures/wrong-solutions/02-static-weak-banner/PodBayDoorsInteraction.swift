import SuperSimple

/// The banner kept weakly, but in a static: the last banner handed to any interaction is the one
/// every interaction renders on (two HAL screens: tapping one answers on the other).
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    nonisolated(unsafe) private static weak var banner: BannerRendering?
    private var wired = false

    func use(_ banner: BannerRendering) {
        Self.banner = banner
        wired = true
    }

    func didTapMainButton() {
        guard wired, let banner = Self.banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
