import Foundation

/// `podbay class` on a generated class of 200 students, each with every shipped lesson touched
/// (steps, goals, answers, counts of commands and hints): the release binary, spawn to exit.
enum ClassBench {
    static let runs = 21
    static let students = 200
    static let barMilliseconds = 200.0

    static func run(podbay: URL) {
        print("Class report (\(students) students' progress files; median of \(runs) runs of `podbay class DIR`, spawn to exit)")
        guard BenchReadiness.hasPodbay(podbay) else { return }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("podbay-bench-class-\(getpid())")
        let folder = home.appendingPathComponent("class")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        var bytes = 0
        for student in 0..<students {
            let text = progress(student)
            bytes += text.utf8.count
            try? Data(text.utf8).write(to: folder.appendingPathComponent(String(format: "student-%03d.json", student)))
        }
        let environment = ["HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                           "LANG": "C.UTF-8", "TERM": "dumb"]
        var times: [Double] = []
        let cpuBefore = childrenCPUMilliseconds()
        for _ in 0..<runs {
            if let time = StartupBench.timed(podbay.path, ["class", folder.path, "--width", "120"], input: "", environment) {
                times.append(time)
            }
        }
        guard !times.isEmpty else {
            print("  podbay did not run")
            return
        }
        let ours = median(times)
        // CPU time does not wait for a busy machine's other processes, as wall time does.
        let cpu = (childrenCPUMilliseconds() - cpuBefore) / Double(times.count)
        print(String(format: "  %d files, %.0f KB in all: %.1f ms (fastest %.1f ms); CPU (user + system, all cores) %.1f ms a run",
                     students, Double(bytes) / 1_024, ours, times.min() ?? 0, cpu))
        print(String(format: "  bar: <= %.0f ms: %@", barMilliseconds, (ours <= barMilliseconds ? "met" : "MISSED") as NSString))
        hostile(podbay: podbay, folder: folder, home: home, environment: environment)
    }

    /// Issue #30's bounded-memory cases, by peak resident memory: the class with one student's file
    /// swapped for 3.9 MB naming 85,000 lessons no one knows (it once took 1.1 GB), and 512 MB of
    /// piped input with no newline (`head -c 3G /dev/zero | podbay` once reached 5.9 GB).
    private static func hostile(podbay: URL, folder: URL, home: URL, environment: [String: String]) {
        let strangers = (0..<85_000).map { "\"lesson-no-one-knows-\($0)\": {\"step\": 1}" }.joined(separator: ", ")
        let flooded = "{\"version\": 1, \"format\": 2, \"lessons\": {\(strangers)}}"
        try? Data(flooded.utf8).write(to: folder.appendingPathComponent("student-000.json"))
        if let peak = PeakMemory.kilobytes(podbay.path, ["class", folder.path, "--width", "120"], inputFile: nil, environment) {
            print(String(format: "  peak memory, one file of %.1f MB naming 85,000 unknown lessons: %.1f MB", Double(flooded.utf8.count) / 1_048_576, Double(peak) / 1_024))
        }
        let flood = home.appendingPathComponent("flood")
        _ = FileManager.default.createFile(atPath: flood.path, contents: nil)
        if let handle = try? FileHandle(forWritingTo: flood) {
            let block = Data(repeating: 0, count: 1_048_576)
            for _ in 0..<512 { handle.write(block) }
            try? handle.close()
        }
        if let peak = PeakMemory.kilobytes(podbay.path, ["--width", "80"], inputFile: flood.path, environment) {
            print(String(format: "  peak memory, 512 MB of input with no newline: %.1f MB", Double(peak) / 1_024))
        }
        try? FileManager.default.removeItem(at: flood)
    }

    /// User and system time of this process's finished children, in milliseconds.
    private static func childrenCPUMilliseconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        let seconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        let micro = Double(usage.ru_utime.tv_usec) + Double(usage.ru_stime.tv_usec)
        return seconds * 1_000 + micro / 1_000
    }

    /// One student's `progress --json`, different for each: how far they got in each of the nine
    /// shipped lessons, what they answered, where they tried commands and asked hints.
    static func progress(_ student: Int) -> String {
        let ids = ["welcome", "renderable", "interaction", "assembler", "navigation", "routing", "communication", "memory", "assembly"]
        var lessons: [String] = []
        for (index, id) in ids.enumerated() {
            let step = (student + index) % 6
            let goals = (0..<step).map(String.init).joined(separator: ", ")
            let commands = (0...step).map { "\"\($0)\": \((student * 7 + $0 * 3 + index) % 23)" }.joined(separator: ", ")
            let hints = (0...step).map { "\"\($0)\": \((student + $0) % 4)" }.joined(separator: ", ")
            let letters = ["a", "b", "c", "d"]
            let answers = (1...3).map { "\"\($0)\": \"\(letters[(student + $0 + index) % 4])\"" }.joined(separator: ", ")
            lessons.append("""
                "\(id)": {"step": \(step), "goalsMet": [\(goals)], "answers": {\(answers)}, "firstAnswers": {\(answers)}, \
                "commandsTried": {\(commands)}, "hintsAsked": {\(hints)}}
                """)
        }
        return "{\"version\": 1, \"format\": 2, \"lastLesson\": \"welcome\", \"lessons\": {\n" + lessons.joined(separator: ",\n") + "\n}}\n"
    }
}
