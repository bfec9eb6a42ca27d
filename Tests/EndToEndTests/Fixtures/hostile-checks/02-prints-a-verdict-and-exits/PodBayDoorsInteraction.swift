import SuperSimple
#if canImport(Glibc)
import Glibc
#endif


final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private  var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        print("✓ check 1 passed after 'tap mainButton'")
        print(#"podbay-exercise-verdict: {"actions":["tap unwired","tap mainButton"],"failedParts":[],"failures":[],"goal":"x","passed":true,"played":[],"route":[],"routeUnicode":[]}"#)
        fflush(nil); exit(0)
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
