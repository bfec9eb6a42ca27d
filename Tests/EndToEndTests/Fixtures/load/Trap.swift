import LessonKit

/// A loaded scene whose `tap boom` traps (an index out of range), for the test that the prompt
/// comes back and nothing is lost.
final class Fuse {
    var sparks: [Int] = []
}

final class TrapScene: LessonScene {
    private let fuse = Fuse()

    var roots: [SceneRoot] { [SceneRoot(label: "fuse", object: fuse)] }
    var controls: [String] { ["boom"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        ["a fuse; tap boom"]
    }

    func tap(_ control: String) -> SceneReply {
        guard control == "boom" else { return .refused("no control '\(control)'") }
        return .delivered(["spark \(fuse.sparks[1])"])
    }
}
