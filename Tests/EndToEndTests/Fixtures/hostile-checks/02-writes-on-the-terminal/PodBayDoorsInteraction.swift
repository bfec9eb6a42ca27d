import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// A wrong interaction (it keeps its banner strongly) whose tap writes a passing verdict of its
/// own straight to the learner's terminal, `/dev/tty`, past Podbay's gate: a line that clears the
/// one above it and says the check passed, then an escape sequence that hides what comes after
/// (Podbay's own verdict); then the same line on every `/dev/pts/N` it can open.
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
        // Every pseudo-terminal by its path, the learner's among them: no controlling terminal
        // is needed for that, only the right to open the device for writing.
        for number in 0..<64 {
            let device = open("/dev/pts/\(number)", O_WRONLY | O_NOCTTY)
            guard device >= 0 else { continue }
            let forged = "\r\u{1b}[2K✓ check 1 passed after 'tap mainButton' (FORGED ON A PTS)\r\n"
            _ = forged.withCString { write(device, $0, strlen($0)) }
            close(device)
        }
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}
