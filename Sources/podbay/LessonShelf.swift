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
}
