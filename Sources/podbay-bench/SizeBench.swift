import Foundation

/// The release `podbay`'s size on disk, as built and as `make install` installs it (stripped), and
/// whether ICU (Foundation's internationalization data, tens of MB) is linked into it.
enum SizeBench {
    static func run(podbay: URL) {
        print("Size (release podbay, statically linked Swift runtime)")
        guard let built = bytes(podbay.path) else {
            print("  skipped: no release podbay at \(podbay.path) (make bench builds it)")
            return
        }
        let stripped = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-bench-stripped-\(getpid())")
        defer { try? FileManager.default.removeItem(at: stripped) }
        let strippedBytes = LoadBench.runTool("/usr/bin/env", ["strip", "-o", stripped.path, podbay.path], input: "", [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]).isEmpty ? bytes(stripped.path) : nil
        print(String(format: "  podbay as built                 %6.1f MB", megabytes(built)))
        if let strippedBytes {
            print(String(format: "  podbay stripped (make install)  %6.1f MB", megabytes(strippedBytes)))
        }
        let hasICU = LoadBench.runTool("/usr/bin/env", ["nm", podbay.path], input: "", [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]).contains("icudt")
        print("  ICU data linked in: \(hasICU ? "yes" : "no")")
        print(String(format: "  bar: release binary <= 30 MB, without ICU: %.1f MB as built: %@", megabytes(built),
                     (built <= 30_000_000 && !hasICU ? "met" : "MISSED") as NSString))
    }

    static func bytes(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    static func megabytes(_ bytes: Int) -> Double {
        Double(bytes) / 1_000_000
    }
}
