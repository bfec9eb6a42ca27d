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

/// Where the lesson texts shipped with Podbay are found at run time.
///
/// A build of loaded code links them beside its executable (`podbay-lessons`); `make install` puts
/// them in `PREFIX/share/podbay/lessons` beside `PREFIX/bin/podbay`; while developing (and in
/// tests) the source folder itself is used. Not a SwiftPM resource bundle: its `Bundle.module`
/// accessor imports Foundation (and ICU with it), and stops the program when the bundle is missing.
/// (A bundle left in a build folder by an older Podbay is not looked at: its copies would be stale.)
public enum LessonTextDirectory {
    /// The first of the candidate folders that exists, or `nil`.
    public static func bundled() -> String? {
        candidates().first { path in
            var info = stat()
            return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        }
    }

    static func candidates() -> [String] {
        let beside = executableFolder()
        return [
            // The link beside a build of loaded code (Sources/Loader/UserCodeBuilder.swift).
            beside + "/podbay-lessons",
            standardized(beside + "/../share/podbay/lessons"),
            folder(of: #filePath),
        ]
    }

    // Paths are worked out as text, not with `URL`: parsing URLs cost a twentieth of start-up.

    /// The folder holding `path`, by its text: `/usr/local/bin` for `/usr/local/bin/podbay`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` made absolute (from the working folder) with `.` and `..` taken out, as `URL`'s
    /// `standardized` spells it (links are not followed).
    static func standardized(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder holding the running program. On Linux `/proc/self/exe` names it in one system
    /// call (`Bundle.main` found the same folder by reading all of it, about 6 million
    /// instructions, a seventh of start-up); on macOS the loader's own record of the path.
    private static func executableFolder() -> String {
        #if os(Linux)
        let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #elseif canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        let program: String? = _NSGetExecutablePath(&buffer, &size) == 0
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        #else
        let program: String? = nil
        #endif
        guard let program else { return "." }
        // macOS gives the path the program was started by, which may be relative (`./podbay`).
        return folder(of: standardized(program))
    }
}
