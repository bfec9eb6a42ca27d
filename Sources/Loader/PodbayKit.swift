import Foundation

/// What compiling and linking loaded code needs from the Podbay that runs: the module files of
/// LessonKit, SuperSimple and RoundTable, and the object files of the podbay executable.
///
/// They are found where SwiftPM leaves them, in the folder of the executable: `Modules/*.swiftmodule`,
/// `podbay.product/Objects.LinkFileList`, and the `<Target>.build/*.o` it lists (read relative to
/// that folder, so the folder can be copied elsewhere whole, e.g. to `PREFIX/lib/podbay/kit`, which
/// is looked at next). A per-source podbay finds the same folder through `PODBAY_KIT`, set by the
/// podbay that built it.
package struct PodbayKit: Sendable {
    package let folder: String
    package let objects: [String]
    /// The compiler that wrote the module files: `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    package let compilerVersion: String
    /// Whether the running podbay carries its own Swift runtime (`--static-swift-stdlib`): loaded
    /// code is linked the same way.
    package let isStatic: Bool

    package static let environmentKey = "PODBAY_KIT"

    package var modules: String { folder + "/Modules" }

    /// The kit of the running program, or why `load` cannot work here.
    package static func locate(environment: [String: String]) -> Result<PodbayKit, LoadProblem> {
        let folder = environment[environmentKey].flatMap { $0.isEmpty ? nil : $0 } ?? installedFolder()
        let missing = "load needs Podbay's module and object files beside the program, in \(folder)"
        let list = folder + "/podbay.product/Objects.LinkFileList"
        guard let listText = try? String(contentsOfFile: list, encoding: .utf8),
            let moduleData = FileManager.default.contents(atPath: folder + "/Modules/LessonKit.swiftmodule")
        else {
            return .failure(LoadProblem("\(missing) (Modules/LessonKit.swiftmodule and podbay.product/Objects.LinkFileList); they were not found"))
        }
        let objects = listText.split(separator: "\n").map { line -> String in
            let path = line.trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
            let parts = path.split(separator: "/")
            return folder + "/" + parts.suffix(2).joined(separator: "/")
        }
        if let absent = objects.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            return .failure(LoadProblem("\(missing); \(absent) is missing"))
        }
        guard let version = Self.version(in: moduleData) else {
            return .failure(LoadProblem("\(missing); Modules/LessonKit.swiftmodule does not say which compiler wrote it"))
        }
        // How the kit was linked, read from the kit's own podbay when it has one: a podbay started
        // from elsewhere (a mixed build folder) may be linked the other way, and code linked to
        // match it would not link with the kit's objects.
        let isStatic = linksStatic(folder + "/podbay") ?? runsStatic()
        return .success(PodbayKit(folder: folder, objects: objects, compilerVersion: version, isStatic: isStatic))
    }

    /// The size and time of every file the link reads: a rebuilt Podbay builds loaded code again.
    package var identity: String {
        var fingerprint = Fingerprint()
        for path in objects + [folder + "/Modules/LessonKit.swiftmodule", folder + "/Modules/SuperSimple.swiftmodule",
                               folder + "/Modules/RoundTable.swiftmodule"] {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = attributes?[.size].map { "\($0)" } ?? "-"
            let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            fingerprint.add("\(path) \(size) \(time)")
        }
        return fingerprint.hex
    }

    private static func version(in module: Data) -> String? {
        let text = String(decoding: module.prefix(65_536), as: UTF8.self)
        guard let start = text.range(of: "Swift version "), let end = text[start.upperBound...].firstIndex(of: ")") else {
            return nil
        }
        return String(text[start.lowerBound...end])
    }

    /// The executable's folder, where SwiftPM builds it; else `../lib/podbay/kit` beside an
    /// installed `bin/podbay`, where an installation would copy the same files.
    private static func installedFolder() -> String {
        let beside = executableFolder()
        let installed = URL(fileURLWithPath: beside + "/../lib/podbay/kit").standardized.path
        let hasModules = { (folder: String) in FileManager.default.fileExists(atPath: folder + "/Modules/LessonKit.swiftmodule") }
        return !hasModules(beside) && hasModules(installed) ? installed : beside
    }

    private static func executableFolder() -> String {
        #if os(Linux)
        if let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: program).deletingLastPathComponent().path
        }
        #endif
        return Bundle.main.executableURL?.deletingLastPathComponent().path ?? "."
    }

    /// Whether the executable at `path` was linked with the Swift runtime inside it: it names no
    /// shared `libswiftCore.so` to load. Nil when there is no such file.
    static func linksStatic(_ path: String) -> Bool? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        return data.range(of: Data("libswiftCore.so".utf8)) == nil
    }

    /// Whether no shared Swift runtime is mapped into this process.
    private static func runsStatic() -> Bool {
        #if os(Linux)
        // Read by hand: /proc files say they are empty, so a read by their size gets nothing.
        let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        let maps = String(decoding: ToolRun.readToEnd(descriptor), as: UTF8.self)
        return !maps.contains("libswiftCore.so")
        #else
        return false
        #endif
    }
}
