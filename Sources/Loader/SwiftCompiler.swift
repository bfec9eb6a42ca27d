#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `swiftc` that compiles loaded code: found on `PATH` (or named by `PODBAY_SWIFTC`), and
/// accepted only when it is the compiler Podbay was built with, since Swift on Linux has no stable
/// ABI and module files are read by their own compiler version only.
package struct SwiftCompiler: Sendable {
    package let path: String
    /// The first line of `swiftc --version`: `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    package let version: String

    /// Finds the compiler and checks its version against `wanted`, or says in one sentence what is needed.
    package static func find(wanted: String, environment: [String: String]) -> Result<SwiftCompiler, LoadProblem> {
        let needed = "load compiles your code with the Swift compiler that built this Podbay (\(wanted))"
        guard let path = locate(environment) else {
            return .failure(LoadProblem("\(needed), and no swiftc was found (on PATH, or at PODBAY_SWIFTC): install that toolchain"))
        }
        let asked = version(of: path, environment: environment)
        // Ctrl-C while the compiler was asked (a busy machine's first check): stopped, as a build
        // stopped by Ctrl-C is, not a compiler that would not say its version.
        if asked.interrupted { return .failure(LoadProblem("load: stopped (Ctrl-C); nothing was loaded")) }
        guard let found = asked.version else {
            return .failure(LoadProblem("\(needed); \(path) did not say its version"))
        }
        guard found == wanted else {
            return .failure(LoadProblem("\(needed); the swiftc at \(path) is \(found)"))
        }
        return .success(SwiftCompiler(path: path, version: found))
    }

    /// `swiftc --version` costs 0.1 to 0.25 s on a busy machine: its answer is kept in the cache
    /// folder, under the compiler's path, size and time, and asked again only when those change.
    private static func version(of path: String, environment: [String: String]) -> (version: String?, interrupted: Bool) {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)) ?? [:]
        var key = Fingerprint()
        key.add(path)
        key.add("\(attributes[.size] ?? "-") \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        let remembered = BuildCache.folder(environment: environment) + "/compiler-" + key.hex
        if let text = try? String(contentsOfFile: remembered, encoding: .utf8), text.hasPrefix("Swift version ") { return (text, false) }
        let run = ToolRun.run(path, ["--version"], environment: environment)
        let line = run.output.split(separator: "\n").first ?? ""
        // `swiftc --version` prints `Apple Swift version …` on macOS and a driver prefix on some builds.
        guard run.status == 0, let start = line.firstRange(of: "Swift version ") else { return (nil, run.signal == SIGINT) }
        var said = line[start.lowerBound...]
        while said.last?.isWhitespace == true { said.removeLast() }
        let found = String(said)
        try? FileManager.default.createDirectory(
            atPath: BuildCache.folder(environment: environment), withIntermediateDirectories: true)
        try? found.write(toFile: remembered, atomically: true, encoding: .utf8)
        return (found, false)
    }

    private static func locate(_ environment: [String: String]) -> String? {
        if let named = environment["PODBAY_SWIFTC"], !named.isEmpty {
            return FileManager.default.isExecutableFile(atPath: named) ? named : nil
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// lld beside the compiler links about twice as fast as the system's default linker.
    var fastLinker: Bool {
        #if os(Linux)
        return FileManager.default.isExecutableFile(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("ld.lld").path)
        #else
        return false
        #endif
    }
}
