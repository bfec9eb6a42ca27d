import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// A wrong interaction (it keeps its banner strongly) whose tap writes a passing verdict of its
/// own straight to the learner's terminal, `/dev/tty`, past Podbay's gate: a line that clears the
/// one above it and says the check passed, then an escape sequence that hides what comes after
/// (Podbay's own verdict).
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private var banner: BannerRendering?

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        let terminal = open("/dev/tty", O_WRONLY)
        if terminal >= 0 {
            let forged = "\r\u{1b}[2K✓ check 1 passed after 'tap mainButton' (FORGED ON THE TERMINAL)\r\n\u{1b}[8m"
            _ = forged.withCString { write(terminal, $0, strlen($0)) }
            close(terminal)
        }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
