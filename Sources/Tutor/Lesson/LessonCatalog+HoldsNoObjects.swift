import CommandLanguage
import Inspector
import LessonFormat

// Lesson texts and command specs are plain values all the way down (strings, numbers, arrays of
// structs); `HoldsNoObjectsTests` scans them whole to keep that promise true.
extension LessonCatalog: HoldsNoObjects {}
extension CommandTable: HoldsNoObjects {}
extension LessonText: HoldsNoObjects {}
