public import SuperSimple

/// Decides what happens when Dave asks for the pod bay doors, and renders HAL's answer on a banner
/// it uses but does not own.
public final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private enum Strings {
        static let halsAnswer = "I'm sorry, Dave. I'm afraid I can't do that."
    }

    private weak var banner: BannerRendering?

    public init() {}

    public func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    public func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        banner.render(BannerRenderable(message: Strings.halsAnswer))
    }
}
