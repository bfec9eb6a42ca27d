import LessonKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loaded code that registers an exit-time handler which never returns: `quit` (and Ctrl-D) must
/// still end the session, and at once.
final class Clock {}

func roots() -> [SceneRoot] {
    atexit {
        while true { sleep(1) }
    }
    return [SceneRoot(label: "clock", object: Clock())]
}
