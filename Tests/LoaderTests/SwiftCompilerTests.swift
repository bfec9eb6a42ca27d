import Foundation
@testable import Loader
import Testing

/// Finding the compiler that builds loaded code, and what is said when it cannot be asked.
@Suite struct SwiftCompilerTests {
    /// A compiler ended by Ctrl-C while asked its version (the learner pressed it during a first
    /// check): stopped, as a build is, where it said "did not say its version" (seen under load).
    @Test func aCompilerStoppedByCtrlCWhileAskedItsVersionIsSaidAsStopped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-swiftc-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let interrupted = folder.appendingPathComponent("swiftc-interrupted")
        try "#!/bin/sh\nkill -INT $$\nsleep 5\n".write(to: interrupted, atomically: true, encoding: .utf8)
        let silent = folder.appendingPathComponent("swiftc-silent")
        try "#!/bin/sh\nexit 0\n".write(to: silent, atomically: true, encoding: .utf8)
        for script in [interrupted, silent] { chmod(script.path, 0o755) }
        let cache = folder.appendingPathComponent("cache").path
        func found(_ compiler: URL) -> String {
            switch SwiftCompiler.find(wanted: "Swift version 6", environment: ["PODBAY_SWIFTC": compiler.path, "XDG_CACHE_HOME": cache]) {
            case .success: "found"
            case .failure(let problem): problem.lines.joined(separator: "\n")
            }
        }
        // A script just written may not run for a moment: a child another test started at that
        // instant may hold it open for writing (ETXTBSY), which also reads "did not say its version".
        var said = found(interrupted)
        for _ in 0..<50 where said != "load: stopped (Ctrl-C); nothing was loaded" {
            usleep(20_000)
            said = found(interrupted)
        }
        #expect(said == "load: stopped (Ctrl-C); nothing was loaded")
        #expect(found(silent).hasSuffix("\(silent.path) did not say its version"), "\(found(silent))")
    }
}
