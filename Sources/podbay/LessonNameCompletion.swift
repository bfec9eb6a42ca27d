import ArgumentParser
import LessonFormat

/// Shell completion after `--lesson`: the lessons this program knows, by id and number as `open`
/// takes them, with those of a `--lessons DIR` already on the command line.
///
/// Asked of the program at completion time (the script calls `podbay ---completion`) rather than
/// listed in the script: a list would be read from the lesson texts at every start, and would
/// miss an instructor's folder.
enum LessonNameCompletion {
    static let kind = CompletionKind.custom { words, _, _ in names(words: words) }

    static func names(words: [String]) -> [String] {
        let extra = lessonsFolder(in: words).flatMap { Folder.exists($0) ? $0 : nil }
        return LessonShelf.library().catalog(folders: LessonShelf.folders(extra: extra)).catalog.names
    }

    /// The folder given to `--lessons` (as `--lessons DIR` or `--lessons=DIR`), the last one when
    /// given twice, as the parser takes it.
    static func lessonsFolder(in words: [String]) -> String? {
        var folder: String?
        for (index, word) in words.enumerated() {
            if word == "--lessons", index + 1 < words.count {
                folder = words[index + 1]
            } else if word.hasPrefix("--lessons=") {
                folder = String(word.dropFirst("--lessons=".count))
            }
        }
        return folder
    }
}
