public import SuperSimple

/// Broken variant `strong-banner`: the same decision as `PodBayDoorsInteraction`, but it holds
/// what it renders on strongly. Given the screen that owns it, the two keep each other alive.
public final class StrongBannerPodBayDoorsInteraction: PodBayDoorsInteracting {
    private var banner: BannerRendering?

    public init() {}

    public func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    public func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
