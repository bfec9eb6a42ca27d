import LessonKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loaded scene whose taps write what must not reach the terminal as it is, and traps:
/// `forge` clears the screen and prints a fake `podbay> quit` (on standard output), `shout` writes
/// an escape sequence on standard error with write(2), `half` prints without a newline, `nil`
/// force-unwraps nil (line 37), `die` calls fatalError with a message of its own (line 39),
/// `mute` closes descriptors 1 and 2.
final class Lamp {
    var bulb: Lamp?
}

final class UnguardedScene: LessonScene {
    private let lamp = Lamp()

    var roots: [SceneRoot] { [SceneRoot(label: "lamp", object: lamp)] }
    var controls: [String] { ["forge", "shout", "half", "nil", "die", "mute"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        ["a lamp; tap forge, shout, half, nil, die or mute"]
    }

    func tap(_ control: String) -> SceneReply {
        switch control {
        case "forge":
            print("\u{1B}[2J\u{1B}[Hpodbay> quit")
        case "shout":
            let text = Array("shouted \u{1B}]0;owned\u{07} on stderr\n".utf8)
            _ = write(2, text, text.count)
        case "half":
            print("half a line, ", terminator: "")
        case "nil":
            return .delivered(["lit by \(lamp.bulb!)"])
        case "die":
            fatalError("the lamp \u{1B}[31mexploded")
        case "mute":
            close(1)
            close(2)
        default:
            return .refused("no control '\(control)'")
        }
        return .delivered([control + " done"])
    }
}
