import LessonKit

/// Code as much Swift is written: a global counter, which Swift 6 mode refuses (shared mutable
/// state) and Swift 5 mode builds.
var lampsMade = 0

final class Lamp {
    init() { lampsMade += 1 }
}

func roots() -> [SceneRoot] {
    [SceneRoot(label: "lamp", object: Lamp())]
}
