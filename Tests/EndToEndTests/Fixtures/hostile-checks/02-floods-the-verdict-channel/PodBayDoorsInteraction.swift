import SuperSimple
#if canImport(Glibc)
import Glibc
#endif

/// The reference interaction, whose first tap writes 1 GiB on every pipe it holds above its
/// standard descriptors (the check's hidden verdict channel among them), then reads how much memory
/// the Podbay reading that channel came to hold at most (`VmHWM` of its parent) and traps, naming
/// it, when it passed 400 MB: on main Podbay kept every byte.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    private weak var banner: BannerRendering?
    nonisolated(unsafe) private static var flooded = false

    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func didTapMainButton() {
        guard let banner else {
            HopReporter.unwired(UnwiredComponent(self, missing: "banner (BannerRendering)"))
            return
        }
        #if os(Linux)
        if !Self.flooded {
            Self.flooded = true
            Self.flood()
            let peak = Self.podbaysPeakKilobytes()
            if peak > 400 * 1024 { fatalError("Podbay held \(peak / 1024) MB after the flood") }
        }
        #endif
        banner.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
    }

    #if os(Linux)
    private static func flood() {
        let block = [UInt8](repeating: 0x41, count: 1 << 20)
        for descriptor in Int32(3)..<1024 {
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { continue }
            let flags = fcntl(descriptor, F_GETFL)
            guard flags >= 0, flags & O_ACCMODE != O_RDONLY else { continue }
            for _ in 0..<1024 {
                let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written <= 0 { break }
            }
        }
    }

    /// `VmHWM:  123456 kB` in the parent's status: the most memory it has held.
    private static func podbaysPeakKilobytes() -> Int {
        guard let file = fopen("/proc/\(getppid())/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                return Int(text.dropFirst(6).filter(\.isNumber)) ?? 0
            }
        }
        return 0
    }
    #endif
}
