import LessonKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loaded scene whose taps do what Podbay must survive: `leave` calls exit(3), `loop` never
/// returns, `spawn` starts a process that would outlive the podbay running it, `say` prints.
final class Door {}

final class ContainedScene: LessonScene {
    private let door = Door()

    var roots: [SceneRoot] { [SceneRoot(label: "door", object: door)] }
    var controls: [String] { ["leave", "loop", "spawn", "say"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        ["a door; tap leave, loop, spawn or say"]
    }

    func tap(_ control: String) -> SceneReply {
        switch control {
        case "leave":
            exit(3)
        case "loop":
            var count = 0
            while count >= 0 { count = count == Int.max ? 0 : count + 1 }
            return .delivered(["looped"])
        case "spawn":
            // `system` is not offered to Swift on macOS: posix_spawn, as portable.
            let words: [String] = ["/bin/sh", "-c", "sleep 987654 &"]
            let arguments = words.map { strdup($0) } + [nil]
            let environment: [UnsafeMutablePointer<CChar>?] = [strdup("PATH=/usr/bin:/bin"), nil]
            var shell: pid_t = 0
            if posix_spawn(&shell, "/bin/sh", nil, nil, arguments, environment) == 0 { waitpid(shell, nil, 0) }
            return .delivered(["spawned"])
        case "say":
            print("said by the loaded code")
            return .delivered(["said"])
        default:
            return .refused("no control '\(control)'")
        }
    }
}
