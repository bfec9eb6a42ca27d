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

/// The Swift files a `load` names: one file, or every `.swift` file in a folder and its
/// subfolders (hidden ones skipped), in a stable order, with their text.
package struct SourceSet: Sendable {
    package struct File: Sendable {
        /// The path as the user would write it: the loaded path, or the folder's path joined with
        /// the file's place inside it.
        package let shownPath: String
        /// The absolute path the compiler is given.
        package let absolutePath: String
        package let text: String
    }

    /// The file or folder as the user named it.
    package let path: String
    package let files: [File]

    /// Reads the sources at `path`, or says in one sentence why there are none.
    package static func read(_ path: String) -> Result<SourceSet, LoadProblem> {
        let manager = FileManager.default
        guard let isFolder = Self.isFolder(path) else {
            return .failure(LoadProblem("no file or folder at \(path)"))
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var found: [(shown: String, absolute: String)] = []
        if isFolder {
            found = swiftFiles(in: absolute).map { relative in
                (path.hasSuffix("/") ? path + relative : path + "/" + relative, absolute + "/" + relative)
            }
            found.sort { $0.shown < $1.shown }
            guard !found.isEmpty else { return .failure(LoadProblem("\(path) holds no .swift files")) }
        } else {
            guard path.hasSuffix(".swift") else {
                return .failure(LoadProblem("\(path) is not a .swift file; name a Swift file or a folder of them"))
            }
            found = [(path, absolute)]
        }
        var files: [File] = []
        for entry in found {
            guard let data = manager.contents(atPath: entry.absolute) else {
                return .failure(LoadProblem("cannot read \(entry.shown)"))
            }
            files.append(File(shownPath: entry.shown, absolutePath: entry.absolute, text: String(decoding: data, as: UTF8.self)))
        }
        return .success(SourceSet(path: path, files: files))
    }

    /// The `.swift` files under `folder`, as paths relative to it: hidden files and folders
    /// skipped, symbolic links followed (a linked folder is walked as the folder it names, once:
    /// a link back up the tree is not followed again).
    private static func swiftFiles(in folder: String) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        var walked: Set<String> = []
        func walk(_ relative: String) {
            let here = relative.isEmpty ? folder : folder + "/" + relative
            guard walked.insert(URL(fileURLWithPath: here).resolvingSymlinksInPath().path).inserted,
                let names = try? manager.contentsOfDirectory(atPath: here)
            else { return }
            for name in names where !name.hasPrefix(".") {
                let inner = relative.isEmpty ? name : relative + "/" + name
                guard let isFolder = Self.isFolder(folder + "/" + inner) else { continue }
                if isFolder {
                    walk(inner)
                } else if name.hasSuffix(".swift") {
                    found.append(inner)
                }
            }
        }
        walk("")
        return found
    }

    /// Whether `path` (links followed) is a folder; nil when nothing is there. One `stat`, where
    /// FoundationEssentials and Foundation spell `fileExists(atPath:isDirectory:)` differently.
    private static func isFolder(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// A fingerprint of the files' places and text: equal sources, equal hash.
    package var hash: String {
        var fingerprint = Fingerprint()
        for file in files {
            fingerprint.add(file.absolutePath)
            fingerprint.add(file.text)
        }
        return fingerprint.hex
    }
}
