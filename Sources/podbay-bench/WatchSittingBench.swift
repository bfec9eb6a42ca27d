import Foundation
import LessonFormat
import Lessons

/// A learner's sitting through all eight exercises in one podbay with `watch on`, on a fresh home:
/// in each exercise step the starter is saved as it is, then a wrong edit (a wrong solution as
/// learners write them, from the tests' fixtures), then the right edit (the reference solution);
/// each save runs `check` by itself, its verdict said above the prompt. Measured: each save's
/// time to its verdict line, whether every verdict is the one it must be, and the build cache at
/// the end against its bounds (200 MB in all, 2 MB a build).
enum WatchSittingBench {
    /// One exercise step of a shipped lesson: where its workspace is, and its files.
    struct Exercise {
        let lessonID: String
        let number: Int
        let step: Int
        let workspace: String
        let starters: [String]
        let solutions: [String]
        /// A wrong solution's files (names in the workspace, texts).
        let wrong: [(name: String, text: String)]
        let wrongName: String
    }

    /// The verdict a save must bring.
    enum Expected {
        case notPassed, passed
    }

    static func run(podbay: URL) {
        print("A sitting with watch on (one podbay, fresh home; 8 exercises: starter saved, a wrong edit, the right edit)")
        guard BenchReadiness.swiftc(besides: podbay) != nil else { return }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-bench-watch-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let exercises = exercises(home: home.path)
        guard exercises.count == 8 else {
            print("  skipped: found \(exercises.count) exercises with a wrong solution among the fixtures, not 8")
            return
        }
        let environment = [
            "HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
            "TERM": "dumb", "NO_COLOR": "1",
        ]
        do {
            let state = home.appendingPathComponent(".local/state/podbay")
            try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            // Each lesson saved at its exercise step, so `open` lands there.
            let lessons = exercises.map { "\"\($0.lessonID)\": {\"step\": \($0.step), \"goalsMet\": [], \"answers\": {}}" }
            try "{\"version\": 1, \"lessons\": {\(lessons.joined(separator: ", "))}}"
                .write(to: state.appendingPathComponent("progress.json"), atomically: true, encoding: .utf8)
        } catch {
            print("  skipped: cannot write the learner's state in \(home.path): \(error.localizedDescription)")
            return
        }
        guard let session = WatchedSession(podbay: podbay.path, environment: environment) else {
            print("  skipped: podbay did not start")
            return
        }
        defer { session.end() }
        var times: [Double] = []
        var wrongVerdicts: [String] = []
        let start = clock.now
        for exercise in exercises {
            session.send("open \(exercise.lessonID)\nwatch on\n")
            guard session.waitFor("\(exercise.workspace) is watched", seconds: 60) != nil else {
                print("  lesson \(exercise.number): the workspace was not watched:\n" + session.tail())
                return
            }
            let saves: [(String, [(name: String, text: String)], Expected)] = [
                ("starter saved", exercise.starters.map(file), .notPassed),
                ("wrong edit (\(exercise.wrongName))", exercise.wrong, .notPassed),
                ("right edit", exercise.solutions.map(file), .passed),
            ]
            var line: [String] = []
            for (what, files, expected) in saves {
                // A save after the prompt came back: the last verdict is out, the watch waits.
                usleep(300_000)
                let saved = clock.now
                for (name, text) in files {
                    try? text.write(toFile: exercise.workspace + "/" + name, atomically: true, encoding: .utf8)
                }
                guard let verdict = session.waitFor(#/check \d+( passed|: )/#, seconds: 120) else {
                    print("  lesson \(exercise.number), \(what): no verdict came:\n" + session.tail())
                    return
                }
                let took = milliseconds(clock.now - saved)
                times.append(took)
                let passed = verdict.contains("passed")
                if passed != (expected == .passed) { wrongVerdicts.append("lesson \(exercise.number), \(what): \(verdict)") }
                line.append(String(format: "%@ %.0f ms%@", what as NSString, took, passed ? " passed" : ""))
            }
            print("  lesson \(exercise.number) (\(exercise.lessonID)): " + line.joined(separator: ", "))
        }
        let total = milliseconds(clock.now - start)
        session.send("quit\n")
        session.end()
        let sorted = times.sorted()
        print(String(format: "  %d saves, each to its verdict: median %.0f ms, slowest %.0f ms; the whole sitting %.1f s",
                     times.count, sorted[sorted.count / 2], sorted.last ?? 0, total / 1_000))
        print("  verdicts as they must be (starter and wrong edit not passed, right edit passed): "
              + (wrongVerdicts.isEmpty ? "all \(times.count)" : "NOT: " + wrongVerdicts.joined(separator: "; ")))
        let cache = home.appendingPathComponent(".cache/podbay/loaded")
        let bytes = LoadBench.diskBytes(cache.path)
        print(String(format: "  cache after the sitting %.1f MB; bar: <= 200 MB in all: %@", Double(bytes) / 1_000_000,
                     (bytes <= 200_000_000 ? "met" : "MISSED") as NSString))
        LoadBench.printCacheSizes(podbay: podbay, cache: cache, environment)
    }

    /// A file of the lesson as a workspace file: its name and text.
    static func file(_ path: String) -> (name: String, text: String) {
        ((path as NSString).lastPathComponent, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }

    /// The shipped lessons' exercise steps, each with the first wrong solution the tests hold for it.
    static func exercises(home: String) -> [Exercise] {
        let library = LessonLibrary(scenes: LessonScenes.catalog)
        let catalog = library.catalog(folders: [LessonTextDirectory.bundled()].compactMap { $0 }).catalog
        let wrongRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/EndToEndTests/Fixtures/wrong-solutions").path
        let wrongFolders = ((try? FileManager.default.contentsOfDirectory(atPath: wrongRoot)) ?? []).sorted()
        return catalog.lessons.compactMap { lesson -> Exercise? in
            guard let index = lesson.steps.firstIndex(where: { $0.exercise != nil }), let exercise = lesson.steps[index].exercise,
                let wrongFolder = wrongFolders.first(where: { $0.hasPrefix(String(format: "%02d-", lesson.number)) })
            else { return nil }
            let folder = wrongRoot + "/" + wrongFolder
            let wrong = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { name in
                (name: name, text: (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "")
            }
            return Exercise(
                lessonID: lesson.id, number: lesson.number, step: index,
                workspace: home + "/.local/share/podbay/exercises/\(lesson.id)/\(lesson.steps[index].exerciseID)",
                starters: exercise.starters, solutions: exercise.solutions, wrong: wrong, wrongName: wrongFolder)
        }
    }
}

/// A podbay reading a pipe that stays open (so watch mode's saves can wake it), its output
/// collected as it comes.
final class WatchedSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var collected = ""
    /// Where the next `waitFor` starts reading.
    private var consumed: String.Index

    init?(podbay: String, environment: [String: String]) {
        process.executableURL = URL(fileURLWithPath: podbay)
        // Wide enough that a workspace's path is said on one line.
        process.arguments = ["--width", "240"]
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        consumed = collected.startIndex
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.withLock { collected += String(decoding: data, as: UTF8.self) }
        }
        guard (try? process.run()) != nil else { return nil }
    }

    func send(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Waits for a line holding `text` after what was waited for before; the line, or nil.
    func waitFor(_ text: String, seconds: Double) -> String? {
        waitFor(seconds: seconds) { $0.contains(text) }
    }

    func waitFor(_ pattern: Regex<(Substring, Substring)>, seconds: Double) -> String? {
        waitFor(seconds: seconds) { $0.contains(pattern) }
    }

    private func waitFor(seconds: Double, _ matches: (Substring) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let found: String? = lock.withLock {
                let rest = collected[consumed...]
                guard let line = rest.split(separator: "\n", omittingEmptySubsequences: false).dropLast().first(where: matches),
                    let range = rest.range(of: line)
                else { return nil }
                consumed = range.upperBound
                return String(line)
            }
            if let found { return found }
            usleep(5_000)
        }
        return nil
    }

    /// The last lines of the output, for saying what went wrong.
    func tail() -> String {
        lock.withLock { collected.split(separator: "\n").suffix(12).map { "    " + $0 }.joined(separator: "\n") }
    }

    func end() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        output.fileHandleForReading.readabilityHandler = nil
    }
}
