import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// The reference interaction, whose tap writes the check's open descriptors, each with what it is,
/// to `descriptors.txt` in `$XDG_DATA_HOME`: what anything the learner's code starts would inherit.
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
        if let data = getenv("XDG_DATA_HOME"), let out = fopen(String(cString: data) + "/descriptors.txt", "w"), let folder = opendir("/proc/self/fd") {
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                var target = [CChar](repeating: 0, count: 256)
                guard Int32(name) != nil, readlink("/proc/self/fd/" + name, &target, 255) > 0 else { continue }
                fputs(name + " " + String(cString: target) + "\n", out)
            }
            closedir(folder)
            fclose(out)
        }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
