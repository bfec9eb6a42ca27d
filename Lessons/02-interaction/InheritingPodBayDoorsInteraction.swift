public import SuperSimple

/// Broken variant `inheritance`: the pod bay doors decision written as a subclass of
/// `TapCountingInteraction`. It works, but `inspect` shows it carrying fields it never declared.
public final class InheritingPodBayDoorsInteraction: TapCountingInteraction, PodBayDoorsInteracting {
    override public init() {}

    public func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    public func didTapMainButton() {
        didTap()
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
