import Foundation

/// Where the lesson texts shipped with Podbay are found at run time.
///
/// SwiftPM copies them into a resource bundle beside the executable; `make install` puts them in
/// `PREFIX/share/podbay/lessons` beside `PREFIX/bin/podbay`; while developing (and in tests) the
/// source folder itself is used. Found by hand rather than through `Bundle.module`,
/// whose generated accessor stops the program when the bundle is missing.
public enum LessonTextDirectory {
    /// The first of the candidate folders that exists, or `nil`.
    public static func bundled() -> String? {
        candidates().first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    static func candidates() -> [String] {
        let beside = executableFolder()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        return [
            beside + "/podbay_Lessons.resources",
            beside + "/podbay_Lessons.bundle/Contents/Resources",
            beside + "/podbay_Lessons.bundle",
            URL(fileURLWithPath: beside + "/../share/podbay/lessons").standardized.path,
            source,
        ]
    }

    /// The folder holding the running program. On Linux `/proc/self/exe` names it in one system
    /// call; `Bundle.main` finds the same folder by reading all of it, which cost about 6 million
    /// instructions, a seventh of start-up.
    private static func executableFolder() -> String {
        #if os(Linux)
        if let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: program).deletingLastPathComponent().path
        }
        #endif
        return Bundle.main.bundleURL.path
    }
}
