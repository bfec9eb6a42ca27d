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

/// What compiling and linking loaded code needs from the Podbay that runs: the module files of
/// LessonKit, SuperSimple and RoundTable, which user code compiles against, and Podbay itself as a
/// shared library (the kit library), which each build of user code links against and runs on.
///
/// Found in one of two forms:
/// - **a build folder**, where SwiftPM leaves `podbay`: `Modules/*.swiftmodule`,
///   `podbay.product/Objects.LinkFileList` and the `<Target>.build/*.o` it lists (read relative to
///   that folder, so the folder can be copied elsewhere whole). The library is linked from those
///   objects on first need, into the cache (`KitLibrary`).
/// - **an installed kit**, `PREFIX/lib/podbay/kit` beside an installed `bin/podbay`: `Modules/` and
///   the library itself, linked by `make install`.
///
/// The executable's folder is looked at first, then `../lib/podbay/kit`. A loaded podbay finds
/// the same kit through `PODBAY_KIT`, set by the podbay that built it.
package struct PodbayKit: Sendable {
    package let folder: String
    /// The kit library as installed, or nil when it is linked from `objects`.
    package let installedLibrary: String?
    /// The object files of the running podbay, when this is a build folder.
    package let objects: [String]
    /// The compiler that wrote the module files: `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    package let compilerVersion: String

    package static let environmentKey = "PODBAY_KIT"
    package static let moduleNames = ["LessonKit", "SuperSimple", "RoundTable"]

    /// `libPodbayKit.so` on Linux, `libPodbayKit.dylib` on macOS.
    package static let libraryName: String = {
        #if canImport(Darwin)
        return "libPodbayKit.dylib"
        #else
        return "libPodbayKit.so"
        #endif
    }()

    package var modules: String { folder + "/Modules" }

    /// The kit of the running program, or why `load` cannot work here.
    package static func locate(environment: [String: String]) -> Result<PodbayKit, LoadProblem> {
        let folder = environment[environmentKey].flatMap { $0.isEmpty ? nil : $0 } ?? installedFolder()
        let missing = "load needs Podbay's module files and its kit library (or the object files to link it from) "
            + "beside the program, in \(folder)"
        guard let moduleData = FileManager.default.contents(atPath: folder + "/Modules/LessonKit.swiftmodule") else {
            return .failure(LoadProblem("\(missing); Modules/LessonKit.swiftmodule was not found"))
        }
        guard let version = Self.version(in: moduleData) else {
            return .failure(LoadProblem("\(missing); Modules/LessonKit.swiftmodule does not say which compiler wrote it"))
        }
        let library = folder + "/" + libraryName
        if isFile(library) {
            return .success(PodbayKit(folder: folder, installedLibrary: library, objects: [], compilerVersion: version))
        }
        let list = folder + "/podbay.product/Objects.LinkFileList"
        guard let listText = try? String(contentsOfFile: list, encoding: .utf8) else {
            return .failure(LoadProblem("\(missing); neither \(libraryName) nor podbay.product/Objects.LinkFileList was found"))
        }
        let objects = listText.split(separator: "\n").map { line -> String in
            var path = line
            while let first = path.first, "\"' ".contains(first) { path.removeFirst() }
            while let last = path.last, "\"' ".contains(last) { path.removeLast() }
            let parts = path.split(separator: "/")
            return folder + "/" + parts.suffix(2).joined(separator: "/")
        }
        if let absent = objects.first(where: { !isFile($0) }) {
            return .failure(LoadProblem("\(missing); \(absent) is missing"))
        }
        return .success(PodbayKit(folder: folder, installedLibrary: nil, objects: objects, compilerVersion: version))
    }

    /// The size and time of every file the library is or is linked from, and of the module files:
    /// a rebuilt or reinstalled Podbay links its library and builds loaded code again.
    package var identity: String {
        var fingerprint = Fingerprint()
        let files = (installedLibrary.map { [$0] } ?? objects) + Self.moduleNames.map { modules + "/\($0).swiftmodule" }
        for path in files {
            var info = stat()
            let said = stat(path, &info) == 0 ? "\(info.st_size) \(BuildCache.seconds(info))" : "-"
            fingerprint.add("\(path) \(said)")
        }
        return fingerprint.hex
    }

    private static func version(in module: Data) -> String? {
        let text = String(decoding: module.prefix(65_536), as: UTF8.self)
        guard let start = text.firstRange(of: "Swift version "), let end = text[start.upperBound...].firstIndex(of: ")") else {
            return nil
        }
        return String(text[start.lowerBound...end])
    }

    private static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The executable's folder, where SwiftPM builds it; else `../lib/podbay/kit` beside an
    /// installed `bin/podbay`, where `make install` puts the kit.
    private static func installedFolder() -> String {
        let beside = executableFolder()
        let installed = URL(fileURLWithPath: beside + "/../lib/podbay/kit").standardized.path
        let hasModules = { (folder: String) in isFile(folder + "/Modules/LessonKit.swiftmodule") }
        return !hasModules(beside) && hasModules(installed) ? installed : beside
    }

    private static func executableFolder() -> String {
        #if os(Linux)
        if let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: program).deletingLastPathComponent().path
        }
        #elseif canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        if _NSGetExecutablePath(&buffer, &size) == 0 {
            let program = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return URL(fileURLWithPath: program).deletingLastPathComponent().path
        }
        #endif
        return "."
    }
}
