import Foundation

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
        let run = ToolRun.run(path, ["--version"], environment: environment)
        let version = run.output.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        // `swiftc --version` prints `Apple Swift version …` on macOS and a driver prefix on some builds.
        guard run.status == 0, let start = version.range(of: "Swift version ") else {
            return .failure(LoadProblem("\(needed); \(path) did not say its version"))
        }
        let found = String(version[start.lowerBound...])
        guard found == wanted else {
            return .failure(LoadProblem("\(needed); the swiftc at \(path) is \(found)"))
        }
        return .success(SwiftCompiler(path: path, version: found))
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
