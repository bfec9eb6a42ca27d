import Foundation

/// `check` on a 100-line exercise, warm: the learner's file is edited (one line changes, so the
/// build cache misses), then `podbay` opens the exercise lesson and runs `check`: compile, link,
/// start the check's podbay, build the scene, run the step's action, check the goal, read the
/// verdict. Timed from podbay's start to its end, so it includes podbay's own start-up: an upper
/// bound for `check` at the prompt. Beside it, the processor time of podbay and all it ran.
enum CheckBench {
    static let runs = 5

    static func run(podbay: URL) {
        print("Check (edit to verdict, 100-line exercise, warm; median of \(runs) edits)")
        guard BenchReadiness.swiftc(besides: podbay) != nil else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-bench-check-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lessons = folder.appendingPathComponent("lessons")
        let workspace = folder.appendingPathComponent("data/podbay/exercises/bench/build-the-fleet")
        let state = folder.appendingPathComponent("state/podbay")
        do {
            for made in [lessons.appendingPathComponent("Starter"), lessons.appendingPathComponent("Solution"), workspace, state] {
                try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            }
            try lessonText.write(to: lessons.appendingPathComponent("bench.md"), atomically: true, encoding: .utf8)
            try checkScene.write(to: lessons.appendingPathComponent("CheckScene.swift"), atomically: true, encoding: .utf8)
            for name in ["Starter", "Solution"] {
                try source(0).write(to: lessons.appendingPathComponent("\(name)/Fleet.swift"), atomically: true, encoding: .utf8)
            }
            try #"{"version": 1, "lessons": {"bench": {"step": 0, "goalsMet": [], "answers": {}}}}"#
                .write(to: state.appendingPathComponent("progress.json"), atomically: true, encoding: .utf8)
        } catch {
            print("  skipped: cannot write the exercise in \(folder.path): \(error.localizedDescription)")
            return
        }
        let environment = [
            "HOME": folder.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
            "TERM": "dumb", "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        ]
        var times: [Double] = [], processor: [Double] = []
        for edit in 0...runs {
            try? source(edit).write(to: workspace.appendingPathComponent("Fleet.swift"), atomically: true, encoding: .utf8)
            let start = clock.now, startProcessor = LoadBench.childProcessorMilliseconds()
            let output = LoadBench.runTool(podbay.path, ["--lessons", lessons.path], input: "open bench\ncheck\nquit\n", environment)
            let took = milliseconds(clock.now - start), used = LoadBench.childProcessorMilliseconds() - startProcessor
            guard output.contains("passed") else {
                print("  the check did not pass:\n" + output.split(separator: "\n").suffix(8).map { "    " + $0 }.joined(separator: "\n"))
                return
            }
            // The first edit warms the caches; it is not counted.
            if edit > 0 {
                times.append(took)
                processor.append(used)
            }
        }
        let check = median(times)
        print(String(format: "  podbay: open the lesson, check (compile, link, start, build, act, goal)  %7.1f ms  (processor %.1f ms)",
                     check, median(processor)))
        print(String(format: "  bar: check on a 100-line exercise <= 400 ms warm: %@", (check <= 400 ? "met" : "MISSED") as NSString))
        LoadBench.printCacheSizes(podbay: podbay, cache: folder.appendingPathComponent("cache/podbay/loaded"), environment)
    }

    static let lessonText = """
        # Bench
        id: bench
        number: 900
        scene: welcome
        summary: A 100-line exercise for make bench.

        ## Exercise: Build the fleet
        The learner's 100 lines, checked on the live objects.
        starter: ./Starter/Fleet.swift
        solution: ./Solution/Fleet.swift
        check: ./CheckScene.swift
        release: tap close
        hint: Nothing to change.
        goal: edge Part0.next strong and edge Part1.previous weak

        ## Quiz
        ### Which?
        - a) this
        why: Not this.
        - b) that
        answer: b
        why: Because.
        """

    static let checkScene = """
        import LessonKit

        /// The fleet, until `tap close` lets it go (the moment the memory laws look at).
        final class FleetScene: LessonScene {
            private var fleet: Fleet?

            init() {
                let fleet = Fleet()
                let parts: [AnyObject] = [Part0(), Part1(), Part2(), Part3(), Part4(), Part5(), Part6(), Part7(), Part8(), Part9()]
                fleet.parts = parts
                (parts[0] as? Part0)?.next = parts[1] as? Part1
                (parts[1] as? Part1)?.previous = parts[0] as? Part0
                self.fleet = fleet
            }

            var roots: [SceneRoot] { fleet.map { [SceneRoot(label: "fleet", object: $0)] } ?? [] }
            var controls: [String] { ["close"] }

            func drawScreen(width: Int, ascii: Bool) -> [String] { ["a fleet of ten parts"] }

            func tap(_ control: String) -> SceneReply {
                fleet = nil
                return .delivered([])
            }
        }
        """

    /// 100 lines of the learner's: ten small classes that hold each other, one line that changes
    /// with `edit`.
    static func source(_ edit: Int) -> String {
        var lines = ["// edit \(edit)", ""]
        for index in 0..<10 {
            lines += [
                "final class Part\(index) {",
                "    var next: Part\((index + 1) % 10)?",
                "    weak var previous: Part\((index + 9) % 10)?",
                "    var label = \"part \(index)\"",
                "    var weight = \(index * 3)",
                "    func describe() -> String { label + \" \\(weight)\" }",
                "    func heavier(than other: Int) -> Bool { weight > other }",
                "    func renamed(_ name: String) { label = name }",
                "    init() {}",
                "}",
            ]
        }
        lines += ["final class Fleet {", "    var parts: [AnyObject] = []", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
