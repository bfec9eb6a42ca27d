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
    /// The same files with the text that was read (and hashed) written under `folder`, one
    /// subfolder per file (`folder/3/Name.swift`: the name kept, since `main.swift` and `private`
    /// depend on it), for the compiler to read instead of the live files: a file saved while the
    /// build runs cannot make the cache hold other code than its key says. Shown paths stay the
    /// user's; only where the compiler reads changes.
    func snapshot(in folder: String) -> Result<SourceSet, LoadProblem> {
        var copies: [File] = []
        for (index, file) in files.enumerated() {
            let place = folder + "/\(index)"
            let copy = place + "/" + URL(fileURLWithPath: file.absolutePath).lastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: copy))
            } catch {
                return .failure(LoadProblem.cacheNotWritable(at: folder, error))
            }
            copies.append(File(shownPath: file.shownPath, absolutePath: copy, text: file.text))
        }
        return .success(SourceSet(path: path, files: copies))
    }

    /// The compiler's flags that name each copy by its original in what it writes into the build
    /// (debug information, `#filePath`), so a backtrace names the user's file.
    func prefixMaps(from snapshot: SourceSet) -> [String] {
        zip(snapshot.files, files).flatMap { copy, original in
            ["-file-prefix-map", copy.absolutePath + "=" + original.absolutePath]
        }
    }
}
