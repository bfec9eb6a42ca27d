import SuperSimple
#if canImport(Glibc)
import Glibc
#endif


final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        var limit = rlimit(rlim_cur: 1 << 30, rlim_max: 1 << 30); _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        var hoard: [[UInt8]] = []
        while true { hoard.append([UInt8](repeating: 1, count: 64 << 20)) }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
