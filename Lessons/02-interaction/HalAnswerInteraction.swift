public import SuperSimple

/// Broken variant `what-to-do`: renders HAL's answer when told to, deciding nothing.
public final class HalAnswerInteraction: HalAnswerShowing {
    private weak var banner: BannerRendering?

    public init() {}

    public func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    public func showHalAnswer() {
        banner?.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
