#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A lesson's scene written as Swift source beside its text (`scene: ./Scene.swift`, or a folder),
/// built by `load` rather than compiled into Podbay. Its scene id is `swift:` and the absolute path.
package enum SourceScene {
    package static let prefix = "swift:"

    /// Whether a `scene:` value names Swift source rather than a compiled scene.
    package static func isReference(_ value: String) -> Bool {
        value.hasPrefix("./") || value.hasPrefix("../") || value.hasPrefix("/") || value.hasSuffix(".swift")
    }

    /// The scene id of the Swift source at `path`, already absolute (a lesson's `scene:` read
    /// beside its text).
    package static func sceneID(absolutePath path: String) -> String {
        prefix + path
    }

    /// The scene id of code loaded from `path` (relative to the working folder).
    package static func sceneID(loadedFrom path: String) -> String {
        sceneID(absolutePath: absolute(path))
    }

    /// `path` read from the working folder, made absolute.
    package static func absolute(_ path: String) -> String {
        absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
    }

    /// The source path a scene id names, or nil for a compiled scene.
    package static func path(of sceneID: String) -> String? {
        sceneID.hasPrefix(prefix) ? String(sceneID.dropFirst(prefix.count)) : nil
    }

    /// `path` read beside the lesson file `lessonFile`, made absolute.
    package static func absolute(_ path: String, besideLessonFile lessonFile: String) -> String {
        // The file's folder is the file's path and `..`.
        absolute(path, relativeTo: lessonFile + "/..")
    }

    /// `path` joined to `folder` unless absolute, with `.` and `..` taken out, as
    /// `URL.standardizedFileURL` spells it (links are not followed), without Foundation's cost.
    private static func absolute(_ path: String, relativeTo folder: String) -> String {
        let relative = path.hasPrefix("/") ? path : folder + "/" + path
        let joined = relative.hasPrefix("/") ? relative : FileManager.default.currentDirectoryPath + "/" + relative
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
