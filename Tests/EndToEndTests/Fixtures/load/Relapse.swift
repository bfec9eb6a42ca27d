import LessonKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scene that opens once and never again: `tap arm` leaves a file at the path
/// `PODBAY_TEST_RELAPSE` names and traps; `roots` traps while that file is there. After the trap
/// in the tap, the scene opened again traps too: Podbay must not open it a third time.
final class Spring {}

final class RelapseScene: LessonScene {
    private let spring = Spring()

    init() {
        if let marker = getenv("PODBAY_TEST_RELAPSE"), access(marker, F_OK) == 0 {
            let none: [Int] = []
            _ = none[0]
        }
    }

    var roots: [SceneRoot] { [SceneRoot(label: "spring", object: spring)] }
    var controls: [String] { ["arm"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        ["a spring; tap arm"]
    }

    func tap(_ control: String) -> SceneReply {
        guard control == "arm", let marker = getenv("PODBAY_TEST_RELAPSE") else { return .refused("no control '\(control)'") }
        close(open(marker, O_CREAT | O_WRONLY, 0o600))
        let none: [Int] = []
        return .delivered(["armed \(none[0])"])
    }
}
