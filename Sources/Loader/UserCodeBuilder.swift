import Foundation

/// Compiles the user's files with the glue against Podbay's modules and links them with Podbay's
/// objects into a loaded podbay, kept in a cache folder by a hash of everything that went in.
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

    /// A built loaded podbay.
    package struct Built: Sendable {
        package let executable: String
        /// Whether it was already in the cache.
        package let wasCached: Bool
    }

    /// The language modes user code is compiled in: Swift 6 (Podbay's own, and the exercises'), and
    /// Swift 5, which `load` falls back to (most Swift written outside this toolchain is 5 mode).
    package enum LanguageMode: String, Sendable {
        case swift6 = "6"
        case swift5 = "5"
    }

    /// The build of `sources` already in the cache, if there is a whole one.
    package func cached(_ sources: SourceSet, _ declaration: SceneDeclaration, mode: LanguageMode) -> Built? {
        let folder = self.folder(sources, declaration, mode: mode)
        return Self.isWhole(folder) ? Built(executable: folder + "/podbay", wasCached: true) : nil
    }

    /// The cache folder of a build: named by a hash of everything that goes in.
    private func folder(_ sources: SourceSet, _ declaration: SceneDeclaration, mode: LanguageMode) -> String {
        let sourceHash = sources.hash
        let glue = GlueSource(sources: sources, sourceHash: sourceHash, declaration: declaration)
        var key = Fingerprint()
        for part in [sourceHash, kit.identity, compiler.version, glue.text, kit.isStatic ? "static" : "dynamic"] { key.add(part) }
        // Swift 6 builds keep the keys they had.
        if mode != .swift6 { key.add("swift-version " + mode.rawValue) }
        return cacheFolder + "/" + key.hex
    }

    package func build(
        _ sources: SourceSet, _ declaration: SceneDeclaration, mode: LanguageMode = .swift6
    ) -> Result<Built, LoadProblem> {
        let glue = GlueSource(sources: sources, sourceHash: sources.hash, declaration: declaration)
        let folder = self.folder(sources, declaration, mode: mode)
        let executable = folder + "/podbay"
        if Self.isWhole(folder) { return .success(Built(executable: executable, wasCached: true)) }
        // Damaged (a truncated executable, a missing file) or left half-made: built again.
        try? FileManager.default.removeItem(atPath: folder)

        // Unique to this build, not only this process: lint builds several at once.
        let work = folder + ".tmp-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.removeItem(atPath: work)
        let snapshot: SourceSet
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            // The compiler reads the text the key was made of, not the live files.
            snapshot = try sources.snapshot(in: work + "/sources").get()
            try glue.text.write(toFile: work + "/" + GlueSource.fileName, atomically: false, encoding: .utf8)
            try kit.objects.map(Self.quoted).joined(separator: "\n").write(toFile: work + "/objects", atomically: false, encoding: .utf8)
        } catch let problem as LoadProblem {
            try? FileManager.default.removeItem(atPath: work)
            return .failure(problem)
        } catch {
            try? FileManager.default.removeItem(atPath: work)
            return .failure(LoadProblem("cannot write in the cache folder \(work): \(error.localizedDescription)"))
        }
        // The compiler's own temporary files go in the build folder too: all of it goes if Podbay
        // is ended while it builds (see CInterrupt's children.c), or the build fails.
        let run = ToolRun.run(
            compiler.path, arguments(snapshot, prefixMaps: sources.prefixMaps(from: snapshot), mode: mode, work: work), environment: environment.merging(["TMPDIR": work]) { $1 },
            temporary: work)
        guard run.status == 0 else {
            try? FileManager.default.removeItem(atPath: work)
            if run.signal == SIGINT { return .failure(LoadProblem("load: stopped (Ctrl-C); nothing was loaded")) }
            return .failure(DiagnosticFilter(sources: snapshot, glueFile: work + "/" + GlueSource.fileName, declaration: declaration)
                .problem(from: run.output))
        }
        if let lessonsFolder {
            try? FileManager.default.createSymbolicLink(atPath: work + "/podbay_Lessons.resources", withDestinationPath: lessonsFolder)
        }
        Self.markWhole(work)
        // Whole or not at all: a build interrupted half-way never looks finished.
        if rename(work, folder) != 0 {
            try? FileManager.default.removeItem(atPath: work)
            guard Self.isWhole(folder) else {
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
        // A build folder whose podbay is gone (killed with SIGKILL, which no handler sees).
        for name in names {
            guard let marker = name.range(of: ".tmp-"),
                let owner = name[marker.upperBound...].split(separator: "-").first.flatMap({ Int32($0) }),
                kill(owner, 0) != 0, errno == ESRCH
            else { continue }
            try? manager.removeItem(atPath: cacheFolder + "/" + name)
        }
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

    /// The file that says a build is whole: the executable's size, written after the link.
    private static let wholeMark = "built"

    private static func markWhole(_ folder: String) {
        guard let size = try? FileManager.default.attributesOfItem(atPath: folder + "/podbay")[.size] as? Int else { return }
        try? "\(size)\n".write(toFile: folder + "/" + wholeMark, atomically: false, encoding: .utf8)
    }

    /// Whether the build in `folder` is as it was made: its mark is there and its executable has
    /// the size the mark says (a truncated or replaced one is built again, never run).
    static func isWhole(_ folder: String) -> Bool {
        let executable = folder + "/podbay"
        guard FileManager.default.isExecutableFile(atPath: executable),
            let mark = try? String(contentsOfFile: folder + "/" + wholeMark, encoding: .utf8),
            let size = try? FileManager.default.attributesOfItem(atPath: executable)[.size] as? Int
        else { return false }
        return mark == "\(size)\n"
    }

    /// One compiler run for the whole module (`-wmo`): one front end reads every file once, where
    /// a front end per file each read all of them (a folder of 500 files took minutes).
    private func arguments(_ sources: SourceSet, prefixMaps: [String], mode: LanguageMode, work: String) -> [String] {
        var arguments = [
            "-parse-as-library", "-module-name", GlueSource.moduleName, "-swift-version", mode.rawValue, "-Onone", "-wmo",
            "-diagnostic-style", "llvm", "-I", kit.modules, "-module-cache-path", cacheFolder + "/ModuleCache",
            "-o", work + "/podbay",
        ]
        arguments += prefixMaps + sources.files.map(\.absolutePath)
        arguments += [work + "/" + GlueSource.fileName, "@" + work + "/objects", "-ledit"]
        if kit.isStatic { arguments.append("-static-stdlib") }
        if compiler.fastLinker { arguments.append("-use-ld=lld") }
        return arguments
    }

    /// A path as one entry of a response file.
    private static func quoted(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Where builds are kept: `$XDG_CACHE_HOME/podbay/loaded`, else `~/.cache/podbay/loaded`, else
    /// a folder of this user's under /tmp.
    package static func cacheFolder(environment: [String: String]) -> String {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/podbay/loaded" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/podbay/loaded" }
        return "/tmp/podbay-\(getuid())/loaded"
    }
}
