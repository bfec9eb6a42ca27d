import LessonKit

/// A loaded scene whose every string is poisoned (escape, bell, a screen clear, a clipboard write,
/// a one-byte CSI, a right-to-left override), for the test that none reaches the output raw.
/// Its type names are wide (CJK, emoji): Swift takes them, and columns must hold. `tap trap` traps
/// with a poisoned message, which the Swift runtime writes to standard error.
let poison = "\u{1B}[2J\u{07}\u{1B}]52;c;aGk=\u{07}\u{9B}31m\u{202E}"

final class 李Station {
    let name = "Clavius" + poison
    var crew: [乘客😀] = [乘客😀(), 乘客😀()]
}

final class 乘客😀 {
    var note = "hello" + poison
    weak var station: 李Station?
}

final class PoisonScene: LessonScene {
    private let station = 李Station()

    var roots: [SceneRoot] { [SceneRoot(label: "station" + poison, object: station)] }
    var controls: [String] { ["ping" + poison, "trap"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        ["a poisoned screen: " + poison, station.name]
    }

    func tap(_ control: String) -> SceneReply {
        if control == "trap" { fatalError("trapped " + poison) }
        return .delivered(["pong " + poison])
    }
}
