import LessonKit

/// A holder keeping a lamp, whose label is the screen, until `tap close` lets both go.
final class LampScene: LessonScene {
    private var holder: Holder?

    init() {
        let holder = Holder()
        holder.lamp = Lamp()
        self.holder = holder
    }

    var roots: [SceneRoot] { holder.map { [SceneRoot(label: "holder", object: $0)] } ?? [] }
    var controls: [String] { ["close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] { [holder?.lamp?.label() ?? "no lamp"] }

    func tap(_ control: String) -> SceneReply {
        guard control == "close" else { return .refused("no control '\(control)'") }
        holder = nil
        return .delivered(["closed"])
    }
}

final class Holder {
    var lamp: Lamp?
}
