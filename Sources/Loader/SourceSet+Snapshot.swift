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

extension SourceSet {
    /// The copies a build compiles, and how the compiler names them.
    struct Snapshot {
        /// The copies, for the compiler to read.
        let compiled: SourceSet
        /// The files as the compiler names them in what it says: the user's paths.
        let named: SourceSet
        /// The compiler's flags for copies that could not name their original themselves.
        let prefixMaps: [String]
    }

    /// The same files with the text that was read (and hashed) written under `folder`, one
    /// subfolder per file (`folder/3/Name.swift`: the name kept, since `main.swift` and `private`
    /// depend on it), for the compiler to read instead of the live files: a file saved while the
    /// build runs cannot make the cache hold other code than its key says. Shown paths stay the
    /// user's; only where the compiler reads changes.
    ///
    /// Each copy names its original in its first line, `#sourceLocation(file: "/path/Garage.swift",
    /// line: 1)`, so errors, `#filePath` and a trap's message name the user's file. Not with the
    /// compiler's `-file-prefix-map`: its flags reach the C module importer, which keeps a module
    /// cache per set of flags, so every build (its own folder, its own map) compiled Glibc's modules
    /// again: 0.7 s and 3 MB a build, a cache that outgrew its bound and made one podbay's prune
    /// remove the build another was about to run. A path `#sourceLocation` cannot spell (a quote,
    /// a backslash, a line break) keeps the map.
    func snapshot(in folder: String) -> Result<Snapshot, LoadProblem> {
        var copies: [File] = []
        var named: [File] = []
        var prefixMaps: [String] = []
        for (index, file) in files.enumerated() {
            let place = folder + "/\(index)"
            let copy = place + "/" + URL(fileURLWithPath: file.absolutePath).lastPathComponent
            let located = Self.located(file.text, as: file.absolutePath)
            do {
                try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
                try Data((located ?? file.text).utf8).write(to: URL(fileURLWithPath: copy))
            } catch {
                return .failure(LoadProblem.cacheNotWritable(at: folder, error))
            }
            copies.append(File(shownPath: file.shownPath, absolutePath: copy, text: file.text))
            if located == nil { prefixMaps += ["-file-prefix-map", copy + "=" + file.absolutePath] }
            named.append(located == nil ? copies[copies.count - 1] : file)
        }
        return .success(Snapshot(
            compiled: SourceSet(path: path, files: copies), named: SourceSet(path: path, files: named), prefixMaps: prefixMaps))
    }

    /// `text` with a first line that names `path` as its file and the next line as its line 1
    /// (after a `#!` line, which must stay first, as line 2); nil when `path` cannot be spelled in
    /// the directive's string.
    static func located(_ text: String, as path: String) -> String? {
        guard !path.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) else { return nil }
        guard text.hasPrefix("#!") else { return "#sourceLocation(file: \"\(path)\", line: 1)\n" + text }
        guard let end = text.firstIndex(where: \.isNewline) else { return text }
        let first = text[..<end]
        return first + "\n#sourceLocation(file: \"\(path)\", line: 2)" + text[end...]
    }
}
