import LessonFormat
import Lessons

/// Where lessons come from: the texts shipped with Podbay, plus an instructor's folder, read
/// against the scenes compiled in.
enum LessonShelf {
    static func library() -> LessonLibrary {
        LessonLibrary(scenes: LessonScenes.catalog)
    }

    static func folders(extra: String?) -> [String] {
        [LessonTextDirectory.bundled(), extra].compactMap { $0 }
    }

    /// A session's lessons, its folders listed and its texts read when the session first asks for
    /// them (the problems are `podbay lint`'s to list; `lessons` shows which files are broken).
    static func deferredCatalog(extra: String?) -> LessonCatalog {
        LessonCatalog(deferred: { library().catalog(folders: folders(extra: extra)).catalog })
    }

    /// A session's lesson files read and outlined, none parsed (`LessonTextOutline`).
    static func outlines(extra: String?) -> [OutlinedLessonFile] {
        library().outlines(folders: folders(extra: extra))
    }

    /// Those files in the catalog's order, parsed as questions reach them; nil when the outlines
    /// cannot say which file is which lesson (then the catalog answers).
    static func walk(_ outlined: [OutlinedLessonFile]) -> LessonWalk? {
        LessonWalk(outlined, library: library())
    }
}
