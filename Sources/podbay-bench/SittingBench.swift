import Foundation
import Inspector
import LessonFormat
import Lessons
import Tutor

/// Hours of use in one process, as a learner's long sitting or a classroom's day: one REPL opens
/// every shipped lesson in turn and plays each step's `try:` lines, then `graph`, `alive` and
/// `next`, for `rounds` rounds. What must not grow with the hours: the time a round takes, the
/// memory the process holds, and what the inspector keeps (entries for objects long freed).
enum SittingBench {
    static let rounds = 20
    /// Memory held after the last round, against after the second (the first warms caches).
    static let memoryBarMegabytes = 2.0
    /// The last round's time, against the second's.
    static let timeBarRatio = 1.25

    struct Round {
        let milliseconds: Double
        let residentMegabytes: Double
        let entries: Int
        let alive: Int
        let commands: Int
    }

    static func run() {
        let library = LessonLibrary(scenes: LessonScenes.catalog)
        let catalog = library.catalog(folders: [LessonTextDirectory.bundled()].compactMap { $0 }).catalog
        print("A long sitting (one REPL; every lesson opened, its steps' try: lines played, then graph, alive, next; \(rounds) rounds)")
        let repl = Repl(catalog: catalog)
        var played: [Round] = []
        for _ in 1...rounds {
            var commands = 0
            let time = clock.measure {
                for lesson in catalog.lessons {
                    for line in lines(for: lesson) {
                        _ = repl.screen.didEnter(line: line)
                        commands += 1
                    }
                }
            }
            let registry = repl.inspector.registry
            played.append(Round(
                milliseconds: milliseconds(time), residentMegabytes: Double(residentBytes() ?? 0) / 1_048_576,
                entries: registry.entries.count, alive: registry.entries.filter(\.isAlive).count, commands: commands))
        }
        for (index, round) in played.enumerated() where [0, 1, rounds / 2 - 1, rounds - 1].contains(index) {
            print(String(format: "  round %2d: %4d commands in %7.1f ms, resident %6.1f MB, inspector entries %6d (%d alive)",
                         index + 1, round.commands, round.milliseconds, round.residentMegabytes, round.entries, round.alive))
        }
        guard let second = played.dropFirst().first, let last = played.last else { return }
        let grown = last.residentMegabytes - second.residentMegabytes
        let ratio = last.milliseconds / second.milliseconds
        print(String(format: "  bar: memory after round %d within %.0f MB of round 2 (%+.1f MB): %@",
                     rounds, memoryBarMegabytes, grown, (grown <= memoryBarMegabytes ? "met" : "MISSED") as NSString))
        print(String(format: "  bar: round %d within %.2fx the time of round 2 (%.2fx): %@",
                     rounds, timeBarRatio, ratio, (ratio <= timeBarRatio ? "met" : "MISSED") as NSString))
    }

    /// What a learner types in one lesson: each step's `try:` lines, a look at the graph and the
    /// census, and `next`.
    static func lines(for lesson: LessonText) -> [String] {
        ["open \(lesson.id)"] + lesson.steps.flatMap { step in step.tries + ["graph", "alive", "next"] }
    }
}
