import Foundation

/// What a bench needs before it runs, each missing piece said as its `skipped:` line: the release
/// podbay `make bench` builds, and for benches that build user code, a `swiftc` on PATH.
enum BenchReadiness {
    /// Whether the release podbay is there; says so when it is not.
    static func hasPodbay(_ podbay: URL) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: podbay.path) else {
            print("  skipped: no release podbay at \(podbay.path) (make bench builds it)")
            return false
        }
        return true
    }

    /// The compiler, when the release podbay and a `swiftc` on PATH are both there; else nil,
    /// after saying which is missing.
    static func swiftc(besides podbay: URL) -> String? {
        guard hasPodbay(podbay) else { return nil }
        guard let swiftc = LoadBench.findSwiftc() else {
            print("  skipped: no swiftc on PATH")
            return nil
        }
        return swiftc
    }
}
