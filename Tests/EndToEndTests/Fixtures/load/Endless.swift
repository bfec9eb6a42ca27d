import LessonKit

/// A scene whose roots() never returns.
final class Spinner {
    var turns = 0
}

func roots() -> [SceneRoot] {
    let spinner = Spinner()
    while spinner.turns >= 0 { spinner.turns = spinner.turns == Int.max ? 0 : spinner.turns + 1 }
    return [SceneRoot(label: "spinner", object: spinner)]
}
