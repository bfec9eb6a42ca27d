import Foundation

/// A returning learner's home for the start-up bench: `progress.json` (format 2) after five lessons
/// done and the sixth left at its sixth step, with the counts and titles a real sitting leaves:
/// what every returning start reads and fits.
enum ReturningLearner {
    /// Lesson id, its steps, the step left at, whether it is done, its quiz's length.
    private static let lessons: [(id: String, steps: Int, step: Int, done: Bool, quiz: Int)] = [
        ("welcome", 3, 2, true, 2), ("renderable", 12, 11, true, 5), ("interaction", 14, 13, true, 10),
        ("assembler", 8, 7, true, 5), ("navigation", 12, 11, true, 7), ("routing", 13, 5, false, 8),
    ]

    /// Writes the progress file under `home`'s state folder; false when it could not be written.
    static func write(home: URL) -> Bool {
        let folder = home.appendingPathComponent(".local/state/podbay")
        var records: [String: Any] = [:]
        for lesson in lessons {
            let reached = lesson.done ? lesson.steps : lesson.step
            let answers = Dictionary(uniqueKeysWithValues: (1...lesson.quiz).map { (String($0), "b") })
            var record: [String: Any] = [
                "step": lesson.step, "goalsMet": Array(0..<reached),
                "answers": lesson.done ? answers : [:], "firstAnswers": lesson.done ? answers : [:],
                "commandsTried": Dictionary(uniqueKeysWithValues: (0...min(reached, lesson.steps - 1)).map { (String($0), 3 + $0 % 4) }),
                "hintsAsked": Dictionary(uniqueKeysWithValues: stride(from: 0, to: reached, by: 3).map { (String($0), 1) }),
                "stepsKey": String(format: "%016llx", UInt64(lesson.steps) &* 0x9E37_79B9_7F4A_7C15),
                "stepTitles": (1...lesson.steps).map { "Step \($0) of \(lesson.id): what it shows" },
            ]
            if lesson.done, lesson.steps > 8 { record["exercises"] = ["write-the-\(lesson.id)": ["checks": 3, "passedAfter": 3]] }
            records[lesson.id] = record
        }
        let progress: [String: Any] = ["version": 1, "format": 2, "lastLesson": "routing", "lessons": records]
        guard let data = try? JSONSerialization.data(withJSONObject: progress, options: [.prettyPrinted, .sortedKeys]) else { return false }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: folder.appendingPathComponent("progress.json"))
            return true
        } catch {
            return false
        }
    }
}
