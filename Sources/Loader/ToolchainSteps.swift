#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One build's compile and link as the toolchain's own programs, run directly on Linux: the
/// compiler front end (every file at once), the autolink extractor (the libraries the object
/// names) and clang as the linker driver. These are the jobs `swiftc` would plan and run; its own
/// start-up and planning cost about 80 ms of processor time a build (measured: 190 ms through
/// `swiftc`, 110 ms direct, for a 100-line file), a fifth of the 400 ms an edit may take.
/// Elsewhere, or when a program is missing, the build goes through `swiftc` as before.
struct ToolchainSteps {
    /// `/opt/swift/usr`: the folder above the compiler's `bin`.
    let root: String

    /// The steps for the toolchain of `compiler`, or nil where `swiftc` is to run them.
    init?(compiler: String) {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard realpath(compiler, &resolved) != nil else { return nil }
        let path = String(decoding: resolved.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let bin = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
        guard let rootEnd = bin.lastIndex(of: "/") else { return nil }
        root = String(bin[..<rootEnd])
        let needed = [frontend, autolinkExtractor, clang, runtimeObject, runtime + "/libswiftCore.so"]
        guard needed.allSatisfy({ access($0, R_OK) == 0 }) else { return nil }
        #else
        return nil
        #endif
    }

    #if arch(arm64)
    static let architecture = "aarch64"
    #else
    static let architecture = "x86_64"
    #endif
    static let target = architecture + "-unknown-linux-gnu"

    var frontend: String { root + "/bin/swift-frontend" }
    var autolinkExtractor: String { root + "/bin/swift-autolink-extract" }
    var clang: String { root + "/bin/clang" }
    var runtime: String { root + "/lib/swift/linux" }
    var runtimeObject: String { runtime + "/" + Self.architecture + "/swiftrt.o" }

    /// One program and its arguments.
    struct Step {
        let program: String
        let arguments: [String]
    }

    /// Compiles `sources` (the user's files and the glue) as module `module` against `modules`, and
    /// links them with `library` into `executable`, which finds the library again by its folder.
    func steps(
        sources: [String], prefixMaps: [String], languageMode: String, module: String, modules: String, moduleCache: String, library: String, libraryFolder: String,
        executable: String, work: String, fastLinker: Bool
    ) -> [Step] {
        let object = work + "/" + module + ".o", autolink = work + "/" + module + ".autolink"
        let compile = ["-frontend", "-c"] + sources + prefixMaps + [
            "-target", Self.target, "-disable-objc-interop", "-I", modules, "-module-cache-path", moduleCache,
            "-no-color-diagnostics", "-Xcc", "-fno-color-diagnostics", "-diagnostic-style", "llvm", "-swift-version", languageMode,
            "-Onone", "-empty-abi-descriptor", "-module-name", module,
            "-in-process-plugin-server-path", root + "/lib/swift/host/libSwiftInProcPluginServer.so",
            "-plugin-path", root + "/lib/swift/host/plugins", "-plugin-path", root + "/local/lib/swift/host/plugins",
            "-parse-as-library", "-o", object,
        ]
        let link = (fastLinker ? ["-fuse-ld=lld"] : []) + [
            "-pie", "-Xlinker", "--build-id", "-Xlinker", "-rpath", "-Xlinker", runtime, runtimeObject, object, library,
            "@" + autolink, "-L", runtime, "-lswiftCore", "-O0", "--target=" + Self.target,
            "-Xlinker", "-rpath", "-Xlinker", libraryFolder, "-o", executable,
        ]
        return [
            Step(program: frontend, arguments: compile),
            Step(program: autolinkExtractor, arguments: [object, "-o", autolink]),
            Step(program: clang, arguments: link),
        ]
    }

    /// The kit library's link: the objects listed in `objects` (a response file) as a shared
    /// library at `library`, with `linkerArguments` (its name, libedit, the stand-in archives'
    /// folder). Its autolink list is written in `work`: `swiftc -emit-library` writes it beside the
    /// first object, in the build folder, one file for every podbay that links the same build
    /// folder's objects at once, so two first loads side by side linked with each other's
    /// half-written list (`undefined symbol: swift_task_dealloc`).
    func kitSteps(objects: String, library: String, work: String, linkerArguments: [String], fastLinker: Bool) -> [Step] {
        let autolink = work + "/PodbayKit.autolink"
        let link = (fastLinker ? ["-fuse-ld=lld"] : []) + [
            "-shared", "-Xlinker", "--build-id", "-Xlinker", "-rpath", "-Xlinker", runtime, runtimeObject, "@" + objects,
            "@" + autolink, "-L", runtime, "-lswiftCore", "--target=" + Self.target,
        ] + linkerArguments + ["-o", library]
        return [
            Step(program: autolinkExtractor, arguments: ["@" + objects, "-o", autolink]),
            Step(program: clang, arguments: link),
        ]
    }
}
