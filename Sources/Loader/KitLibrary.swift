import Dispatch
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

/// Podbay as a shared library, which every build of user code links against and runs on: the
/// installed one (`make install` links it), or one linked here from the running podbay's object
/// files, once per version of them, into the cache (`kit-<hash>/`; about 15 MB, a few seconds).
///
/// Linked against the shared Swift runtime of the toolchain (found by the path the compiler writes
/// into it), so a build and the kit share one runtime in one process; a build holds only the
/// user's code, tens of kilobytes.
struct KitLibrary {
    let kit: PodbayKit
    let compiler: SwiftCompiler
    let cache: BuildCache

    /// Held while the library is looked for and linked: lint builds several checks at once, and
    /// one link serves them all.
    private static let linking = DispatchQueue(label: "podbay.KitLibrary.linking")

    /// The library's path, linked first when it is not there yet; or why it could not be linked.
    func path(identity: String, environment: [String: String]) -> Result<String, LoadProblem> {
        if let installed = kit.installedLibrary { return .success(installed) }
        return Self.linking.sync { linked(identity: identity, environment: environment) }
    }

    private func linked(identity: String, environment: [String: String]) -> Result<String, LoadProblem> {
        let folder = cache.folder + "/kit-" + identity
        let library = folder + "/" + PodbayKit.libraryName
        if Self.isWhole(folder) {
            cache.markUsed(folder)
            return .success(library)
        }
        // Podbays side by side (two terminals, the tests) that find no library link it once: the
        // first links, the others wait and find it.
        guard let lock = CacheLock(cache: cache) else {
            return .failure(LoadProblem("load: stopped (Ctrl-C); nothing was loaded"))
        }
        defer { lock.release() }
        if Self.isWhole(folder) {
            cache.markUsed(folder)
            return .success(library)
        }
        // Damaged (cut short by a full disk, or by a kill mid-copy): linked again. A podbay
        // running on it keeps what it mapped; the folder is renamed away before it goes.
        if access(folder, F_OK) == 0 { cache.remove(folder) }
        let work = folder + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: work) }
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            try kit.objects.map(UserCodeBuilder.quoted).joined(separator: "\n")
                .write(toFile: work + "/objects", atomically: false, encoding: .utf8)
            for name in Self.staticOnlyArchives {
                try "!<arch>\n".write(toFile: work + "/lib\(name).a", atomically: false, encoding: .utf8)
            }
        } catch {
            return .failure(LoadProblem.cacheNotWritable(at: work, error))
        }
        // The work folder goes if Podbay is ended meanwhile (see CInterrupt's children.c).
        let run = link(into: work, environment: environment)
        guard run.status == 0 else {
            if run.signal == SIGINT { return .failure(LoadProblem("load: stopped (Ctrl-C); nothing was loaded")) }
            if let full = LoadProblem.cacheDiskFull(at: work, output: run.output) { return .failure(full) }
            let said = run.output.split(separator: "\n").prefix(5).map { "load: " + $0 }
            return .failure(LoadProblem(lines: ["load: could not link Podbay's kit library from \(kit.folder)"] + said))
        }
        for name in ["objects", "PodbayKit.autolink"] + Self.staticOnlyArchives.map({ "lib\($0).a" }) {
            try? FileManager.default.removeItem(atPath: work + "/" + name)
        }
        Self.markWhole(work)
        if rename(work, folder) != 0, !Self.isWhole(folder) {
            return .failure(LoadProblem("cannot move the kit library into \(folder): \(String(cString: strerror(errno)))"))
        }
        return .success(library)
    }

    /// The file that says the library is whole: its size, written after the link. (A size, not a
    /// fingerprint of its bytes as a build's mark has: the library is tens of megabytes, read at
    /// every load, and only Podbay's own code is in it.)
    private static let wholeMark = "built"

    private static func markWhole(_ folder: String) {
        var info = stat()
        guard stat(folder + "/" + PodbayKit.libraryName, &info) == 0 else { return }
        try? "\(info.st_size)\n".write(toFile: folder + "/" + wholeMark, atomically: false, encoding: .utf8)
    }

    /// Whether the library in `folder` has the size its mark says.
    static func isWhole(_ folder: String) -> Bool {
        var info = stat()
        guard stat(folder + "/" + PodbayKit.libraryName, &info) == 0,
            let mark = try? String(contentsOfFile: folder + "/" + wholeMark, encoding: .utf8)
        else { return false }
        return mark == "\(info.st_size)\n"
    }

    /// Archives that objects compiled for a statically linked podbay name (their autolink entries)
    /// and that only the static runtime has, their code being inside the shared
    /// FoundationEssentials: empty stand-ins answer them (`make install` makes the same).
    static let staticOnlyArchives = ["_FoundationCShims", "_FoundationCollections"]

    /// The link, as the toolchain's own programs where they can be run directly (ToolchainSteps),
    /// else as one `swiftc` run.
    private func link(into work: String, environment: [String: String]) -> ToolRun {
        let environment = environment.merging(["TMPDIR": work]) { $1 }
        guard let toolchain = ToolchainSteps(compiler: compiler.path) else {
            return ToolRun.run(compiler.path, arguments(into: work), environment: environment, temporary: work)
        }
        var last = ToolRun(status: 0, output: "", signal: nil)
        let steps = toolchain.kitSteps(
            objects: work + "/objects", library: work + "/" + PodbayKit.libraryName, work: work,
            linkerArguments: ["-L", work, "-ledit"] + Self.linkerNaming, fastLinker: compiler.fastLinker)
        for step in steps {
            last = ToolRun.run(step.program, step.arguments, environment: environment, temporary: work)
            guard last.status == 0 else { return last }
        }
        return last
    }

    /// The library's name inside it, so a build finds it by its run path; on Linux `-z defs`
    /// proves at the link that nothing is left to find at run time.
    private static var linkerNaming: [String] {
        #if canImport(Darwin)
        return ["-Xlinker", "-install_name", "-Xlinker", "@rpath/" + PodbayKit.libraryName]
        #else
        return ["-Xlinker", "-soname=" + PodbayKit.libraryName, "-Xlinker", "-z", "-Xlinker", "defs"]
        #endif
    }

    /// The link through `swiftc`: every object of the running podbay (its `main` is `podbay_main`, which a build's
    /// own `main` calls), as a shared library named so a build finds it by its run path. On Linux
    /// `-z defs` proves at the link that nothing is left to find at run time.
    private func arguments(into work: String) -> [String] {
        var arguments = ["-emit-library", "-o", work + "/" + PodbayKit.libraryName, "@" + work + "/objects", "-ledit", "-L", work]
        arguments += Self.linkerNaming
        if compiler.fastLinker { arguments.append("-use-ld=lld") }
        return arguments
    }
}
