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
    }

    package func build(_ sources: SourceSet, _ declaration: SceneDeclaration) -> Result<Built, LoadProblem> {
        let identity = kit.identity
        let library: String
        switch KitLibrary(kit: kit, compiler: compiler, cache: cache).path(identity: identity, environment: environment) {
        case .success(let path): library = path
        case .failure(let problem): return .failure(problem)
        }
        let sourceHash = sources.hash
        let glue = GlueSource(sources: sources, sourceHash: sourceHash, declaration: declaration)
        var key = Fingerprint()
        for part in [sourceHash, identity, library, compiler.version, glue.text] { key.add(part) }
        let folder = cache.folder + "/" + key.hex
        let executable = folder + "/podbay"
        if access(executable, X_OK) == 0 {
            cache.markUsed(folder)
            return .success(Built(executable: executable, wasCached: true))
        }

        // Unique to this build, not only this process: lint builds several at once.
        let work = folder + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.removeItem(atPath: work)
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            try glue.text.write(toFile: work + "/" + GlueSource.fileName, atomically: false, encoding: .utf8)
        } catch {
            return .failure(LoadProblem("cannot write in the cache folder \(work): \(Self.reason(error))"))
        }
        let run = compileAndLink(sources, work: work, library: library)
        guard run.status == 0 else {
            try? FileManager.default.removeItem(atPath: work)
            if run.signal == SIGINT { return .failure(LoadProblem("load: stopped (Ctrl-C); nothing was loaded")) }
            return .failure(DiagnosticFilter(sources: sources, glueFile: work + "/" + GlueSource.fileName, declaration: declaration)
                .problem(from: run.output))
        }
        for made in [GlueSource.fileName, GlueSource.moduleName + ".o", GlueSource.moduleName + ".autolink"] {
            try? FileManager.default.removeItem(atPath: work + "/" + made)
        }
        if let lessonsFolder {
            try? FileManager.default.createSymbolicLink(atPath: work + "/podbay-lessons", withDestinationPath: lessonsFolder)
        }
        // Whole or not at all: a build interrupted half-way never looks finished.
        if rename(work, folder) != 0 {
            try? FileManager.default.removeItem(atPath: work)
            guard access(executable, X_OK) == 0 else {
                return .failure(LoadProblem("cannot move the build into \(folder): \(String(cString: strerror(errno)))"))
            }
        }
        cache.prune(keeping: [folder, Self.folder(of: library), moduleCache])
        return .success(Built(executable: executable, wasCached: false))
    }

    /// The toolchain's programs run directly where they can be (ToolchainSteps), each only when the
    /// one before succeeded; else one `swiftc` run. What the last run printed is what went wrong.
    private func compileAndLink(_ sources: SourceSet, work: String, library: String) -> ToolRun {
        guard let toolchain = ToolchainSteps(compiler: compiler.path) else {
            return ToolRun.run(compiler.path, arguments(sources, work: work, library: library), environment: environment)
        }
        let steps = toolchain.steps(
            sources: sources.files.map(\.absolutePath) + [work + "/" + GlueSource.fileName], module: GlueSource.moduleName,
            modules: kit.modules, moduleCache: moduleCache, library: library, libraryFolder: Self.folder(of: library),
            executable: work + "/podbay", work: work, fastLinker: compiler.fastLinker)
        var last = ToolRun(status: 0, output: "", signal: nil)
        for step in steps {
            last = ToolRun.run(step.program, step.arguments, environment: environment)
            guard last.status == 0 else { return last }
        }
        return last
    }

    /// One compiler run, whole-module (each file parsed once, however many there are), that
    /// compiles and links: the user's files and the glue become the executable's only code; the
    /// kit library, found again at run time by its folder (the run path), supplies the rest.
    private func arguments(_ sources: SourceSet, work: String, library: String) -> [String] {
        var arguments = [
            "-parse-as-library", "-module-name", GlueSource.moduleName, "-swift-version", "6", "-Onone", "-wmo",
            "-diagnostic-style", "llvm", "-I", kit.modules, "-module-cache-path", moduleCache,
            "-o", work + "/podbay",
        ]
        arguments += sources.files.map(\.absolutePath)
        arguments += [work + "/" + GlueSource.fileName, library, "-Xlinker", "-rpath", "-Xlinker", Self.folder(of: library)]
        if compiler.fastLinker { arguments.append("-use-ld=lld") }
        return arguments
    }

    /// The compiler's module cache (modules it compiled from C headers and interfaces), kept
    /// with the builds: every build uses it.
    private var moduleCache: String { cache.folder + "/ModuleCache" }

    /// The folder a file is in.
    static func folder(of path: String) -> String {
        String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }

    /// The system's reason for a failed file operation (`Permission denied`): FoundationEssentials'
    /// errors carry no sentence of their own.
    static func reason(_ error: any Error) -> String {
        guard let posix = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
        return String(cString: strerror(posix.code.rawValue))
    }

    /// A path as one entry of a response file.
    static func quoted(_ path: String) -> String {
        "\"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
