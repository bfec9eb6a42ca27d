import SuperSimple

/// The reference, whose tap keeps 64 MB blocks in a list until it holds 3 GB (a runaway loop a
/// learner writes, bounded here so that the test cannot fill the machine): on main the check
/// passed with Podbay's check holding 3 GB; now the check's own limit (2 GiB of data) stops it.
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
        var hoard: [[UInt8]] = []
        while hoard.count < 48 { hoard.append([UInt8](repeating: 1, count: 64 << 20)) }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that. (\(hoard.count) blocks)"))
    }
}
