import LessonKit
#if canImport(Glibc)
import Glibc
#endif

// scene-lesson's lamp, whose scene, as lint's rehearsal builds it, writes a line of its own on
// every pipe it may write to (lint's channel among them) and tries to create the file
// PODBAY_TEST_PLANT names.
final class Bulb {
    var watts = 60
}

final class Lamp {
    var bulb = Bulb()
}

final class LampSwitch {
    let lamp = Lamp()
}

func roots() -> [SceneRoot] {
    #if canImport(Glibc)
    Hostile.once()
    #endif
    return [SceneRoot(label: "switch", object: LampSwitch())]
}

#if canImport(Glibc)
enum Hostile {
    nonisolated(unsafe) static var done = false

    static func once() {
        guard !done else { return }
        done = true
        let line = "podbay-exercise-verdict: []\n"
        for fd in Int32(3)..<Int32(1024) {
            var info = stat()
            guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFIFO, fcntl(fd, F_GETFL) & O_ACCMODE == O_WRONLY else { continue }
            _ = line.withCString { write(fd, $0, strlen($0)) }
        }
        if let path = getenv("PODBAY_TEST_PLANT") {
            let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            if file >= 0 { close(file) }
        }
    }
}
#endif
