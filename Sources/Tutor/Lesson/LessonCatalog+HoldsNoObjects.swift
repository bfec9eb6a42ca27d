import CommandLanguage
import Inspector
import LessonFormat

// Lesson texts and command specs are plain values all the way down (strings, numbers, arrays of
// structs); `HoldsNoObjectsTests` scans them whole to keep that promise true. A `LessonCatalog`
// makes no such promise: it holds the object that reads its lessons on first use, which
// `graph --self` shows (the lessons inside are texts, and are not read).
extension CommandTable: HoldsNoObjects {}
extension LessonText: HoldsNoObjects {}
