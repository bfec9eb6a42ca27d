import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// The reference interaction, whose first tap writes a thousand passing verdicts, each keyed with
/// a key of its own guessing (128 random bits, as the check's are), on every pipe it may write to
/// (the hidden verdict channel among them), then goes on: the check's own verdict (passed) comes
/// after them.
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
        Spray.once()
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }
}

enum Spray {
    nonisolated(unsafe) static var done = false

    static func once() {
        guard !done else { return }
        done = true
        var generator = SystemRandomNumberGenerator()
        let verdict = #"{"actions":["tap unwired","tap spy","tap mainButton","tap mainButton"],"failedParts":[],"failures":[],"goal":"x","passed":true,"played":[],"route":[],"routeUnicode":[]}"#
        let lines = (0..<1000).map { _ -> String in
            let key = (0..<2).map { _ -> String in
                let hex = String(generator.next() as UInt64, radix: 16)
                return String(repeating: "0", count: 16 - hex.count) + hex
            }.joined()
            return "podbay-exercise-verdict: " + key + " " + verdict + "\n"
        }
        for fd in Int32(3)..<Int32(1024) {
            var info = stat()
            guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFIFO, fcntl(fd, F_GETFL) & O_ACCMODE == O_WRONLY else { continue }
            for line in lines { _ = line.withCString { write(fd, $0, strlen($0)) } }
        }
    }
}
