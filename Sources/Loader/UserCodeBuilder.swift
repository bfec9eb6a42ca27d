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
import Descriptors

/// Compiles the user's files with the glue against Podbay's modules into a small per-source podbay:
/// an executable holding only that code, linked against the kit library (the rest of Podbay, and
/// the shared Swift runtime), kept in the build cache by a hash of everything that went in.
package struct UserCodeBuilder {
    package let kit: PodbayKit
    package let compiler: SwiftCompiler
    package let cache: BuildCache
    /// The shipped lesson texts, linked beside each build so it finds them as podbay does.
    package let lessonsFolder: String?
    package let environment: [String: String]

    package init(kit: PodbayKit, compiler: SwiftCompiler, cache: BuildCache, lessonsFolder: String?, environment: [String: String]) {
        self.kit = kit
        self.compiler = compiler
        self.cache = cache
        self.lessonsFolder = lessonsFolder
        self.environment = environment
    }

    /// The builder for this running podbay: its kit (module files, library) and the compiler that
    /// wrote them; or why loaded code cannot be built here (no kit, no compiler, another compiler
    /// version).
    package static func forRunningPodbay(
        lessonsFolder: String?, environment: [String: String]
    ) -> Result<UserCodeBuilder, LoadProblem> {
        PodbayKit.locate(environment: environment).flatMap { kit in
            SwiftCompiler.find(wanted: kit.compilerVersion, environment: environment).map { compiler in
                UserCodeBuilder(
                    kit: kit, compiler: compiler, cache: BuildCache(environment: environment),
                    lessonsFolder: lessonsFolder, environment: environment)
            }
        }
    }

    /// A built per-source podbay.
    package struct Built: Sendable {
        package let executable: String
        /// Whether it was already in the cache.
        package let wasCached: Bool
        /// The compiler's warnings in the user's files, one line each (`path:12:5: warning: …`):
        /// kept beside the build, so a build found in the cache says them too.
        package let warnings: [String]
    }

    /// The file beside a build that keeps the compiler's warnings in the user's files.
    private static let warningsFile = "warnings"

    private static func warnings(of folder: String) -> [String] {
        guard let text = try? String(contentsOfFile: folder + "/" + warningsFile, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// The language modes user code is compiled in: Swift 6 (Podbay's own, and the exercises'), and
    /// Swift 5, which `load` falls back to (most Swift written outside this toolchain is 5 mode).
    package enum LanguageMode: String, Sendable {
        case swift6 = "6"
        case swift5 = "5"
    }

    /// The build of `sources` already in the cache, if there is a whole one.
    package func cached(_ sources: SourceSet, _ declaration: SceneDeclaration, mode: LanguageMode) -> Built? {
        let folder = self.folder(sources, declaration, mode: mode, identity: kit.identity)
        guard Self.isWhole(folder) else { return nil }
        cache.markUsed(folder)
        return Built(executable: folder + "/podbay", wasCached: true, warnings: Self.warnings(of: folder))
    }

    /// The cache folder of a build: named by a hash of everything that goes in.
    private func folder(_ sources: SourceSet, _ declaration: SceneDeclaration, mode: LanguageMode, identity: String) -> String {
        let sourceHash = sources.hash
        let glue = GlueSource(sources: sources, sourceHash: sourceHash, declaration: declaration)
        var key = Fingerprint()
        for part in [sourceHash, identity, compiler.version, glue.text, "kit library"] { key.add(part) }
        if mode != .swift6 { key.add("swift-version " + mode.rawValue) }
        return cache.folder + "/" + key.hex
    }

    /// `build` (run through `around`, which may say what it is doing), then `use` of what it built,
    /// with its folder held in use all along, so that no other build of this podbay prunes it
    /// meanwhile (`BuildsInUse`).
    package func building<Used>(
        _ sources: SourceSet, _ declaration: SceneDeclaration, mode: LanguageMode = .swift6,
        around: (() -> Result<Built, LoadProblem>) -> Result<Built, LoadProblem> = { $0() }, use: (Result<Built, LoadProblem>) -> Used
    ) -> Used {
        BuildsInUse.shared.holding(folder(sources, declaration, mode: mode, identity: kit.identity)) {
            use(around { build(sources, declaration, mode: mode) })
        }
    }

    package func build(
        _ sources: SourceSet, _ declaration: SceneDeclaration, mode: LanguageMode = .swift6
    ) -> Result<Built, LoadProblem> {
        let identity = kit.identity
        let library: String
        switch KitLibrary(kit: kit, compiler: compiler, cache: cache).path(identity: identity, environment: environment) {
        case .success(let path): library = path
        case .failure(let problem): return .failure(problem)
        }
        let glue = GlueSource(sources: sources, sourceHash: sources.hash, declaration: declaration)
        let folder = self.folder(sources, declaration, mode: mode, identity: identity)
        let executable = folder + "/podbay"
        if Self.isWhole(folder) {
            cache.markUsed(folder)
            return .success(Built(executable: executable, wasCached: true, warnings: Self.warnings(of: folder)))
        }
        // Damaged or replaced (an executable not the one its mark says, a missing file): built
        // again. Only a folder that is there: a podbay beside this one may be moving the same
        // build in at this moment.
        if access(folder, F_OK) == 0 { cache.remove(folder) }

        // Unique to this build, not only this process: lint builds several at once.
        let work = folder + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.removeItem(atPath: work)
        let snapshot: SourceSet.Snapshot
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: moduleCache, withIntermediateDirectories: true)
            cache.markUsed(moduleCache)
            // The compiler reads the text the key was made of, not the live files.
            snapshot = try sources.snapshot(in: work + "/sources").get()
            try glue.text.write(toFile: work + "/" + GlueSource.fileName, atomically: false, encoding: .utf8)
        } catch let problem as LoadProblem {
            try? FileManager.default.removeItem(atPath: work)
            return .failure(problem)
        } catch {
            try? FileManager.default.removeItem(atPath: work)
            return .failure(LoadProblem.cacheNotWritable(at: work, error))
        }
        let run = compileAndLink(snapshot.compiled, prefixMaps: snapshot.prefixMaps, mode: mode, work: work, library: library)
        // What the compiler said, in the user's file names: the errors of a build that failed, the
        // warnings of one that built.
        let diagnostics = DiagnosticFilter(sources: snapshot.named, glueFile: work + "/" + GlueSource.fileName, declaration: declaration)
        guard run.status == 0 else {
            let full = LoadProblem.cacheDiskFull(at: work, output: run.output)
            try? FileManager.default.removeItem(atPath: work)
            if run.signal == SIGINT { return .failure(LoadProblem("load: stopped (Ctrl-C); nothing was loaded")) }
            if let full { return .failure(full) }
            return .failure(diagnostics.problem(from: run.output))
        }
        let warnings = diagnostics.warnings(from: run.output)
        if !warnings.isEmpty {
            try? warnings.joined(separator: "\n").write(toFile: work + "/" + Self.warningsFile, atomically: false, encoding: .utf8)
        }
        for made in [GlueSource.fileName, GlueSource.moduleName + ".o", GlueSource.moduleName + ".autolink"] {
            try? FileManager.default.removeItem(atPath: work + "/" + made)
        }
        if let lessonsFolder {
            try? FileManager.default.createSymbolicLink(atPath: work + "/podbay-lessons", withDestinationPath: lessonsFolder)
        }
        Self.markWhole(work)
        // Whole or not at all: a build interrupted half-way never looks finished.
        if rename(work, folder) != 0 {
            try? FileManager.default.removeItem(atPath: work)
            guard Self.isWhole(folder) else {
                return .failure(LoadProblem("cannot move the build into \(folder): \(String(cString: strerror(errno)))"))
            }
        }
        cache.prune(keeping: [folder, Self.folder(of: library), moduleCache])
        return .success(Built(executable: executable, wasCached: false, warnings: warnings))
    }

    /// The toolchain's programs run directly where they can be (ToolchainSteps), each only when the
    /// one before succeeded; else one `swiftc` run. What the last run printed is what went wrong.
    /// The compiler's own temporary files go in the build folder too: all of it goes if Podbay is
    /// ended while it builds (see CInterrupt's children.c), or the build fails.
    private func compileAndLink(
        _ sources: SourceSet, prefixMaps: [String], mode: LanguageMode, work: String, library: String
    ) -> ToolRun {
        let environment = self.environment.merging(["TMPDIR": work]) { $1 }
        guard let toolchain = ToolchainSteps(compiler: compiler.path) else {
            let arguments = arguments(sources, prefixMaps: prefixMaps, mode: mode, work: work, library: library)
            return ToolRun.run(compiler.path, arguments, environment: environment, temporary: work)
        }
        let steps = toolchain.steps(
            sources: sources.files.map(\.absolutePath) + [work + "/" + GlueSource.fileName], prefixMaps: prefixMaps,
            languageMode: mode.rawValue, module: GlueSource.moduleName, modules: kit.modules, moduleCache: moduleCache,
            library: library, libraryFolder: Self.folder(of: library), executable: work + "/podbay", work: work,
            fastLinker: compiler.fastLinker)
        // What every step said: the compiler's warnings come from the first, not the link.
        var said = ""
        for step in steps {
            let run = ToolRun.run(step.program, step.arguments, environment: environment, temporary: work)
            guard run.status == 0 else { return run }
            said += run.output
        }
        return ToolRun(status: 0, output: said, signal: nil)
    }

    /// The file that says a build is whole: the executable's size and a fingerprint of its bytes,
    /// written after the link.
    private static let wholeMark = "built"

    private static func markWhole(_ folder: String) {
        guard let mark = mark(of: folder + "/podbay") else { return }
        try? mark.write(toFile: folder + "/" + wholeMark, atomically: false, encoding: .utf8)
    }

    /// Whether the build in `folder` is as it was made: its mark is there and its executable has
    /// the size and the bytes the mark says. A truncated or damaged one is built again, never run;
    /// so is one that other code put in its place (the learner's code in `check` runs with the
    /// learner's rights, in this cache: its own podbay copied over the lesson solution's build,
    /// with a mark of the new size, would be run as the solution, and every check would then
    /// compare the learner's run with itself).
    static func isWhole(_ folder: String) -> Bool {
        guard access(folder + "/podbay", X_OK) == 0, let found = mark(of: folder + "/podbay"),
            let mark = try? String(contentsOfFile: folder + "/" + wholeMark, encoding: .utf8)
        else { return false }
        return mark == found
    }

    /// `<size> <fingerprint>\n` of the file at `path` (tens of kilobytes: read whole); nil when it
    /// cannot be read.
    private static func mark(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var fingerprint = Fingerprint()
        var size = 0
        let read = WholeRead(from: descriptor).chunks { chunk in
            fingerprint.add(bytes: chunk)
            size += chunk.count
            return true
        }
        guard case .success = read else { return nil }
        return "\(size) \(fingerprint.hex)\n"
    }

    /// One compiler run, whole-module (each file parsed once, however many there are), that
    /// compiles and links: the user's files and the glue become the executable's only code; the
    /// kit library, found again at run time by its folder (the run path), supplies the rest.
    private func arguments(_ sources: SourceSet, prefixMaps: [String], mode: LanguageMode, work: String, library: String) -> [String] {
        var arguments = [
            "-parse-as-library", "-module-name", GlueSource.moduleName, "-swift-version", mode.rawValue, "-Onone", "-wmo",
            "-diagnostic-style", "llvm", "-I", kit.modules, "-module-cache-path", moduleCache,
            "-o", work + "/podbay",
        ]
        arguments += prefixMaps + sources.files.map(\.absolutePath)
        arguments += [work + "/" + GlueSource.fileName, library, "-Xlinker", "-rpath", "-Xlinker", Self.folder(of: library)]
        if compiler.fastLinker { arguments.append("-use-ld=lld") }
        return arguments
    }

    /// The compiler's module cache (modules it compiled from C headers and interfaces), kept
    /// with the builds, one per compiler and kit: every build with them uses it. Its modules are
    /// made once (about 3 MB and 0.7 s); the compiler keeps them under a hash of its options, so
    /// the options of every build are the same (no per-build paths: see `SourceSet.snapshot`).
    private var moduleCache: String {
        var key = Fingerprint()
        for part in [compiler.version, kit.modules] { key.add(part) }
        return cache.folder + "/ModuleCache-" + key.hex
    }

    /// The folder a file is in.
    static func folder(of path: String) -> String {
        String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }

    /// The system's reason for a failed file operation (`Permission denied`): FoundationEssentials'
    /// errors carry no sentence of their own.
    /// The system's error number behind `error`, when it has one.
    static func code(_ error: any Error) -> Int32? {
        ((error as? CocoaError)?.underlying as? POSIXError)?.code.rawValue
    }

    package static func reason(_ error: any Error) -> String {
        guard let posix = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
        return String(cString: strerror(posix.code.rawValue))
    }

    /// A path as one entry of a response file.
    static func quoted(_ path: String) -> String {
        "\"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
