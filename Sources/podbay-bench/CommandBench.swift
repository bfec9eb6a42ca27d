import CommandLanguage
import Foundation
import Inspector
import LessonFormat
import Lessons
import Progress
import Tutor

/// Every command on every shipped lesson's scene, in process: a fresh REPL opens the lesson, then
/// one command is timed, from the line entered to its text rendered (into a sink that drops it,
/// so the terminal's own speed is not counted). Medians of `runs` fresh REPLs per command.
enum CommandBench {
    static let runs = 9
    static let bar = 5.0

    static func run() {
        let library = LessonLibrary(scenes: LessonScenes.catalog)
        let lessons = library.catalog(folders: [LessonTextDirectory.bundled()].compactMap { $0 }).catalog
        print("Command latency (median of \(runs) fresh REPLs; lesson opened first, then the command timed)")
        var all: [(lesson: String, command: String, ms: Double)] = []
        for lesson in lessons.lessons {
            var timings: [(command: String, ms: Double)] = []
            for command in commands(for: lesson.id, catalog: lessons) {
                let samples = (0..<runs).map { _ in
                    let repl = Repl(catalog: lessons)
                    if !command.hasPrefix("open ") { _ = repl.screen.didEnter(line: "open \(lesson.id)") }
                    return milliseconds(clock.measure { _ = repl.screen.didEnter(line: command) })
                }
                timings.append((command, median(samples)))
            }
            let slowest = timings.max { $0.ms < $1.ms }
            let name = lesson.id.padding(toLength: 14, withPad: " ", startingAt: 0)
            print(String(format: "  %d %@ %2d commands, median %5.2f ms, slowest %5.2f ms (%@)",
                         lesson.number, name as NSString, timings.count, median(timings.map(\.ms)),
                         slowest?.ms ?? 0, (slowest?.command ?? "") as NSString))
            all += timings.map { (lesson.id, $0.command, $0.ms) }
        }
        print("  slowest five:")
        for timing in all.sorted(by: { $0.ms > $1.ms }).prefix(5) {
            print(String(format: "    %6.2f ms  %@ (lesson %@)", timing.ms, timing.command as NSString, timing.lesson as NSString))
        }
        let worst = all.map(\.ms).max() ?? 0
        print(String(format: "  bar: every lesson command <= %.0f ms: %d timings, slowest %.2f ms: %@",
                     bar, all.count, worst, (worst <= bar ? "met" : "MISSED") as NSString))
        print(String(format: "  peak memory of this process so far (largest resident set): %.1f MB", peakMegabytes()))
    }

    /// Every command of the table, with arguments this lesson's scene takes: each control, field
    /// and rule, a live object, the lesson itself.
    static func commands(for id: String, catalog: LessonCatalog) -> [String] {
        let probe = Repl(catalog: catalog)
        _ = probe.screen.didEnter(line: "open \(id)")
        let object = probe.inspector.registry.entries.first { $0.isAlive }?.name ?? "nothing"
        // The REPL's own tab completion knows what this scene offers.
        let offered = { (command: String) in probe.screen.completer.candidates(completing: command + " ") }
        var lines = ["help", "help open", "lessons", "open \(id)", "next", "prev", "step", "hint", "screen"]
        lines += offered("tap").map { "tap \($0)" }
        lines += offered("type").map { "type \($0) \"Dave Bowman\"" }
        lines += ["graph", "graph --format edges", "graph --format dot", "graph --self", "inspect \(object)", "why \(object)",
                  "alive", "cycles", "route", "trace on"]
        lines += offered("break").map { "break \($0)" }
        lines += ["fix", "quiz", "answer a", "progress", "progress --json", "reset \(id)", "quit"]
        return lines
    }
}

/// A REPL as `podbay` assembles it, writing into a sink that drops the text.
struct Repl {
    let screen: ReplScreen
    let inspector = InspectorSession()

    init(catalog: LessonCatalog) {
        let configuration = ReplConfiguration(
            table: .podbay, catalog: catalog, scenes: LessonScenes.catalog, progress: ProgressStore(file: nil),
            sink: DroppingSink(), style: TerminalStyle(color: false, ascii: false, width: 100), inspector: inspector)
        screen = ReplScreenAssembler(configuration: configuration).assemble()
    }
}
