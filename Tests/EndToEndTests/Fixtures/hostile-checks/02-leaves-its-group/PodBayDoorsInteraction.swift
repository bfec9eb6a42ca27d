import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// The reference interaction, whose tap starts a process that leaves the check's process group
/// (`setsid()`) and holds the check's output pipe open (a `sleep` is its standard output).
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
        if fork() == 0 {
            _ = setsid()
            // Only the check's output is kept: a descriptor Podbay was handed by whatever started
            // it (a test's process monitor) would hold that up instead.
            for descriptor in Int32(3)..<Int32(1024) { close(descriptor) }
            let words: [String] = ["/bin/sleep", "876543"]
            let arguments = words.map { strdup($0) } + [nil]
            execv("/bin/sleep", arguments)
            _exit(1)
        }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
