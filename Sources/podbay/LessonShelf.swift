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
}
