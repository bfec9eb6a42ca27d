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

/// Compiles the user's files with the glue against Podbay's modules and links them with Podbay's
/// objects into a per-source podbay, kept in a cache folder by a hash of everything that went in.
package struct UserCodeBuilder {
    package let kit: PodbayKit
    package let compiler: SwiftCompiler
    /// `…/podbay/loaded`: one folder per build.
    package let cacheFolder: String
    /// The shipped lesson texts, linked beside each build so it finds them as podbay does.
    package let lessonsFolder: String?
    package let environment: [String: String]

    package init(kit: PodbayKit, compiler: SwiftCompiler, cacheFolder: String, lessonsFolder: String?, environment: [String: String]) {
        self.kit = kit
        self.compiler = compiler
        self.cacheFolder = cacheFolder
        self.lessonsFolder = lessonsFolder
        self.environment = environment
    }

    /// The builder for this running podbay: its kit (module and object files) and the compiler
    /// that wrote them; or why loaded code cannot be built here (no kit, no compiler, another
    /// compiler version).
    package static func forRunningPodbay(
        lessonsFolder: String?, environment: [String: String]
    ) -> Result<UserCodeBuilder, LoadProblem> {
        PodbayKit.locate(environment: environment).flatMap { kit in
            SwiftCompiler.find(wanted: kit.compilerVersion, environment: environment).map { compiler in
                UserCodeBuilder(
                    kit: kit, compiler: compiler, cacheFolder: cacheFolder(environment: environment),
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
        let sourceHash = sources.hash
        let glue = GlueSource(sources: sources, sourceHash: sourceHash, declaration: declaration)
        var key = Fingerprint()
        for part in [sourceHash, kit.identity, compiler.version, glue.text, kit.isStatic ? "static" : "dynamic"] { key.add(part) }
        let folder = cacheFolder + "/" + key.hex
        let executable = folder + "/podbay"
        if FileManager.default.isExecutableFile(atPath: executable) { return .success(Built(executable: executable, wasCached: true)) }

        // Unique to this build, not only this process: lint builds several at once.
        let work = folder + ".tmp-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.removeItem(atPath: work)
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            try glue.text.write(toFile: work + "/" + GlueSource.fileName, atomically: false, encoding: .utf8)
            try kit.objects.map(Self.quoted).joined(separator: "\n").write(toFile: work + "/objects", atomically: false, encoding: .utf8)
        } catch {
            return .failure(LoadProblem("cannot write in the cache folder \(work): \(Self.reason(error))"))
        }
        let run = ToolRun.run(compiler.path, arguments(sources, work: work), environment: environment)
        guard run.status == 0 else {
            try? FileManager.default.removeItem(atPath: work)
            if run.signal == SIGINT { return .failure(LoadProblem("load: stopped (Ctrl-C); nothing was loaded")) }
            return .failure(DiagnosticFilter(sources: sources, glueFile: work + "/" + GlueSource.fileName, declaration: declaration)
                .problem(from: run.output))
        }
        if let lessonsFolder {
            try? FileManager.default.createSymbolicLink(atPath: work + "/podbay_Lessons.resources", withDestinationPath: lessonsFolder)
        }
        // Whole or not at all: a build interrupted half-way never looks finished.
        if rename(work, folder) != 0 {
            try? FileManager.default.removeItem(atPath: work)
            guard FileManager.default.isExecutableFile(atPath: executable) else {
                return .failure(LoadProblem("cannot move the build into \(folder): \(String(cString: strerror(errno)))"))
            }
        }
        pruneOldBuilds(keeping: folder)
        return .success(Built(executable: executable, wasCached: false))
    }

    /// Builds are large (a whole podbay each): only the most recent few are kept, and none made in
    /// the last ten minutes (another podbay may be about to start it).
    private func pruneOldBuilds(keeping current: String, count: Int = 8) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: cacheFolder) else { return }
        let builds = names.filter { $0.contains("-") && !$0.contains(".tmp-") }.map { cacheFolder + "/" + $0 }
            .filter { $0 != current && manager.isExecutableFile(atPath: $0 + "/podbay") }
        let dated = builds.map { path in
            (path, (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast)
        }
        let recent = Date().addingTimeInterval(-600)
        for (path, date) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(count - 1) where date < recent {
            try? manager.removeItem(atPath: path)
        }
    }

    private func arguments(_ sources: SourceSet, work: String) -> [String] {
        var arguments = [
            "-parse-as-library", "-module-name", GlueSource.moduleName, "-swift-version", "6", "-Onone",
            "-diagnostic-style", "llvm", "-I", kit.modules, "-module-cache-path", cacheFolder + "/ModuleCache",
            "-o", work + "/podbay",
        ]
        arguments += sources.files.map(\.absolutePath)
        arguments += [work + "/" + GlueSource.fileName, "@" + work + "/objects", "-ledit"]
        if kit.isStatic { arguments.append("-static-stdlib") }
        if compiler.fastLinker { arguments.append("-use-ld=lld") }
        return arguments
    }

    /// The system's reason for a failed file operation (`Permission denied`): FoundationEssentials'
    /// errors carry no sentence of their own.
    private static func reason(_ error: any Error) -> String {
        guard let posix = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
        return String(cString: strerror(posix.code.rawValue))
    }

    /// A path as one entry of a response file.
    private static func quoted(_ path: String) -> String {
        "\"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// Where builds are kept: `$XDG_CACHE_HOME/podbay/loaded`, else `~/.cache/podbay/loaded`, else
    /// a folder of this user's under /tmp.
    package static func cacheFolder(environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/podbay/loaded" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/podbay/loaded" }
        return "/tmp/podbay-\(getuid())/loaded"
    }
}
