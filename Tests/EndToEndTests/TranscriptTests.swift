import Foundation
import Testing

/// Golden transcripts: each `Transcripts/NAME.pod` is played through the built executable and its
/// output compared exactly with `Transcripts/NAME.out`. `PODBAY_RECORD=1 swift test` writes new
/// baselines (and fails, so a recording is never mistaken for a pass).
@Suite struct TranscriptTests {
    static let folder = PodbayProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Transcripts")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".pod") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func transcriptsExist() {
        #expect(Self.names.count >= 8, "expected the golden transcripts in \(Self.folder.path)")
    }

    /// A lesson's script plays the whole lesson, so each of its steps' goals is met once. Counted
    /// in what the program prints now, not in the recorded file: a goal that a change made
    /// unreachable fails here even when the transcript was re-recorded with the change.
    @Test(arguments: TranscriptTests.names.filter { $0.hasPrefix("lesson-") })
    func aLessonScriptMeetsEveryGoal(_ name: String) throws {
        let script = try String(contentsOf: Self.folder.appendingPathComponent(name + ".pod"), encoding: .utf8)
        let lines = try play(TranscriptScript(text: script)).components(separatedBy: "\n")
        let steps = lines.compactMap { line -> Int? in
            guard let of = line.range(of: "── Step 1 of ") else { return nil }
            return Int(line[of.upperBound...].prefix { $0.isNumber })
        }.first
        let met = lines.filter { $0.hasPrefix("✓ goal met:") }.count
        // An exercise step's goal is met by `check` alone, played end to end in ExerciseTests; the
        // lesson's text says how many it has (a script enters the first only: `next` leaves an
        // exercise once `check` passes it).
        let number = name.split(separator: "-").dropFirst().first.map(String.init) ?? ""
        let exercises = try CoverageTests.exerciseCount(ofLesson: Int(number) ?? -1)
        #expect(steps != nil && met + exercises == steps, "\(name): \(met) goals met and \(exercises) exercises of \(steps ?? 0) steps")
    }

    @Test(arguments: TranscriptTests.names)
    func transcript(_ name: String) throws {
        let script = try String(contentsOf: Self.folder.appendingPathComponent(name + ".pod"), encoding: .utf8)
        let actual = try play(TranscriptScript(text: script))
        let expectedURL = Self.folder.appendingPathComponent(name + ".out")
        if ProcessInfo.processInfo.environment["PODBAY_RECORD"] != nil {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded new baseline for \(name); run again without PODBAY_RECORD")
            return
        }
        let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? ""
        if actual != expected {
            Issue.record("\(name).out differs:\n\(LineDiff(expected: expected, actual: actual).description)")
        }
    }

    private func play(_ script: TranscriptScript) throws -> String {
        try TranscriptPlayer().play(script)
    }
}
