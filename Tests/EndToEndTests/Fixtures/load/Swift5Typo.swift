import LessonKit

/// Swift 5 code with one typo: Swift 6 mode refuses the global counter too, but the typo is the
/// one error left to fix.
var lampsMade = 0

final class Lamp {
    init() { lampsMade += 1 }
}

func roots() -> [SceneRoot] {
    [SceneRoot(label: "lamp", object: Lmap())]
}
