import Foundation
import Testing

/// LearnerProgress files that are empty, a directory, unreadable, or caught mid-save by `kill -9`: the
/// REPL warns, keeps the bad file aside, runs, and never loses the last good progress.
@Suite struct StateFileTests {
    private let state = PodbayProcess.unusedFolder()
    private var folder: URL { state.appendingPathComponent("state/podbay") }
    private var progress: URL { folder.appendingPathComponent("progress.json") }

    private func prepare(_ make: (URL) throws -> Void) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try make(progress)
    }

    /// Runs `lessons` then `open 0`, and checks the REPL warned once, on standard error, kept the
    /// bad thing aside as `progress.json.corrupt`, and went on to save a fresh, readable progress file.
    private func expectKeptAsideAndRunning(because reason: String) throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try PodbayProcess(stateFolder: state).runSeparately(["--width", "240"], stdin: Data("lessons\nopen 0\n".utf8), timeout: 30)
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "warning: progress file \(progress.path) unusable (\(reason)); kept aside as \(progress.path).corrupt; starting afresh\n")
        #expect(outcome.standardOutput.hasPrefix("Lessons (open <number> or open <name>):\n"), "the REPL's answers alone")
        #expect(outcome.standardOutput.contains("Lesson 0: Welcome aboard"), "the REPL ran")
        #expect(FileManager.default.fileExists(atPath: progress.path + ".corrupt"))
        let saved = try String(contentsOf: progress, encoding: .utf8)
        #expect(saved.contains("\"lastLesson\" : \"welcome\""))
    }

    @Test func anEmptyProgressFileIsKeptAside() throws {
        try prepare { try Data().write(to: $0) }
        try expectKeptAsideAndRunning(because: "it is not valid progress JSON")
    }

    @Test func aDirectoryInPlaceOfTheProgressFileIsKeptAside() throws {
        try prepare { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) }
        try expectKeptAsideAndRunning(because: "is a directory, not a file")
    }

    /// Unreadable for everyone, root included (CI runs as root, and `chmod 000` does not stop
    /// root): a symbolic link to itself, which the system refuses to open.
    @Test func anUnreadableProgressFileIsKeptAside() throws {
        try prepare { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: $0.path) }
        try expectKeptAsideAndRunning(because: String(cString: strerror(ELOOP)))
    }

    /// `kill -9` at five moments while podbay saves progress after every command: each time the
    /// file left behind is whole, valid progress, and the next run reads it without a warning.
    @Test func killNineWhileSavingNeverLeavesAHalfWrittenFile() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let script = state.appendingPathComponent("script.txt")
        // `next` and `prev` each save; 20,000 of them keep podbay saving for seconds.
        try Data(("open 5\n" + String(repeating: "next\nprev\n", count: 10_000)).utf8).write(to: script)
        let process = PodbayProcess(stateFolder: state)
        for delay in [30, 80, 150, 250, 400] {
            let child = try process.start([], stdinFile: script)
            usleep(useconds_t(delay * 1_000))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            #expect(child.terminationReason == .uncaughtSignal, "killed, not finished, after \(delay) ms")
            if let data = FileManager.default.contents(atPath: progress.path) {
                let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
                #expect(object?["version"] as? Int == 1, "whole progress after a kill at \(delay) ms")
            }
        }
        // Planted as well, so the sweep below is tested even when no kill landed mid-write.
        #expect(FileManager.default.createFile(atPath: progress.path + ".tmp-999999999", contents: Data("{\"vers".utf8)))
        let after = try process.run([], stdin: Data("progress\n".utf8))
        #expect(after.status == 0)
        #expect(!after.output.contains("warning"))
        #expect(after.output.contains("routing"))
        let temporaries = try FileManager.default.contentsOfDirectory(atPath: progress.deletingLastPathComponent().path)
            .filter { $0.contains(".tmp-") }
        #expect(temporaries.isEmpty, "the next run deletes what the killed runs were writing")
    }

    /// `step + 1` on a saved Int.max trapped `lessons` and `progress` (SIGILL, no message).
    @Test func aHugeSavedStepIsFittedToTheLessonAndSaidOnce() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try prepare { try Data(#"{"version": 1, "lessons": {"renderable": {"step": 9223372036854775807, "goalsMet": [0], "answers": {}}, "welcome": {"step": -5, "goalsMet": [], "answers": {}}}}"#.utf8).write(to: $0) }
        let outcome = try PodbayProcess(stateFolder: state).runSeparately(["--width", "240"], stdin: Data("lessons\nprogress\n".utf8))
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "note: saved progress put lesson 'renderable' at step index 9223372036854775807, past its 12 steps; it resumes at step 12\n", "said once, on standard error")
        #expect(!outcome.standardOutput.contains("note:"))
        #expect(outcome.standardOutput.contains("in progress: step 12 of 12"))
        #expect(outcome.standardOutput.contains("renderable     goals 1 of 12, exercise not tried, quiz 0 of 5 right, at step 12"))
        #expect(outcome.standardOutput.contains("welcome        goals 0 of 3, quiz 0 of 2 right, at step 1"), "a negative step reads as the first")
    }

    /// Progress saved with a text of other steps under the same id (a lesson folder replacing the
    /// shipped lesson, or steps added since) does not resume that text's step 5 in this one: it
    /// is said, the lesson opens at step 1, and the record keeps this text's key and the checks.
    /// A record from before the key resumes as it did.
    @Test func progressOfAnotherTextOfTheLessonIsNotResumedSilently() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try prepare {
            try Data(#"""
                {"version": 1, "lessons": {
                "renderable": {"step": 4, "goalsMet": [0, 1, 2, 3], "answers": {"1": "a"}, "stepsKey": "0123456789abcdef",
                  "exercises": {"write-a-view-that-forgets": {"checks": 2}}},
                "interaction": {"step": 2, "goalsMet": [0, 1], "answers": {}}}}
                """#.utf8).write(to: $0)
        }
        let outcome = try PodbayProcess(stateFolder: state).runSeparately(["--width", "240"], stdin: Data("open 1\nopen 2\n".utf8))
        #expect(outcome.status == 0)
        let output = outcome.standardOutput
        #expect(output.contains(
            "lesson 1 (renderable): your progress (step 5, 4 goals met) was made with a text of other steps; this one starts at step 1 (exercise checks are kept)"),
            "\(output)")
        #expect(output.contains("── Step 1 of"), "\(output)")
        #expect(output.contains("(resuming at step 3, where you left off"), "a record without a key resumes: \(output)")
        #expect(!output.contains("lesson 2 (interaction): your progress"))
        let saved = try String(contentsOf: progress, encoding: .utf8)
        #expect(!saved.contains("0123456789abcdef"), "the key is this text's now")
        #expect(saved.contains(#""checks" : 2"#), "exercise checks are kept")
        #expect(saved.contains(#""stepsKey""#))
    }

    /// Lessons 2 and 5 gained a step mid-lesson (session 10), lesson 8 steps before its exercise:
    /// a record saved before keys, or with the text before, is carried by step title. Lesson 2's
    /// old step 5, 'Three kinds of component', is step 6 now, and opening says so once; a
    /// record whose step kept its number resumes without a word.
    @Test func aRecordOfAnEarlierTextOfTheLessonResumesAtTheSameStep() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        try prepare {
            try Data(#"""
                {"version": 1, "lessons": {
                "interaction": {"step": 4, "goalsMet": [0, 1, 2, 3], "answers": {}, "commandsTried": {"4": 2}},
                "assembly": {"step": 9, "goalsMet": [0, 1], "answers": {}, "stepsKey": "3ffc97035a7c60fc"},
                "routing": {"step": 1, "goalsMet": [0], "answers": {}}}}
                """#.utf8).write(to: $0)
        }
        let outcome = try PodbayProcess(stateFolder: state).runSeparately(
            ["--width", "240"], stdin: Data("lessons\nopen 2\nopen 8\nopen 5\nopen 2\n".utf8))
        #expect(outcome.status == 0)
        let output = outcome.standardOutput
        #expect(output.contains("in progress: step 6 of 14"), "lessons shows the carried step: \(output)")
        let said = "lesson 2 (interaction) has changed since your progress was saved: your step 5, 'Three kinds of component', is step 6 now, and it resumes there (4 goals met carried over)"
        #expect(output.components(separatedBy: said).count == 2, "said once: \(output)")
        #expect(output.contains("(resuming at step 6, where you left off"), "\(output)")
        #expect(output.contains("lesson 8 (assembly) has changed since your progress was saved: your step 10, 'Assemble a module yourself', is step 18 now"), "\(output)")
        #expect(output.contains("(resuming at step 2, where you left off"), "lesson 5's step 2 kept its number: \(output)")
        #expect(!output.contains("lesson 5 (routing) has changed"), "\(output)")
        let saved = try String(contentsOf: progress, encoding: .utf8)
        #expect(saved.contains(#""stepTitles""#))
        #expect(saved.contains(#""5" : 2"#), "the commands tried at old step 5 are counted at step 6")
    }

    /// Opening a FIFO to read waits for a writer: podbay hung before its first prompt.
    @Test func aFIFOAsTheProgressFileIsKeptAsideWithoutHanging() throws {
        try prepare { #expect(mkfifo($0.path, 0o600) == 0) }
        try expectKeptAsideAndRunning(because: "is a FIFO (named pipe), not a regular file")
    }

    /// `/dev/zero` read to its end was a 4 GB allocation and a crash.
    @Test func aLinkToDevZeroAsTheProgressFileIsKeptAside() throws {
        try prepare { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/dev/zero") }
        try expectKeptAsideAndRunning(because: "is a device, not a regular file")
    }

    /// A learner who keeps progress in a synced folder and links to it keeps the link; a newer
    /// Podbay's fields in the file survive this one's save.
    @Test func aLinkedProgressFileStaysALinkAndUnknownFieldsAreKept() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let elsewhere = state.appendingPathComponent("synced.json")
        try prepare { _ in
            try Data(#"{"version": 1, "theme": "dark", "lessons": {"welcome": {"step": 0, "goalsMet": [], "answers": {}, "firstTry": [1]}}}"#.utf8).write(to: elsewhere)
            try FileManager.default.createSymbolicLink(atPath: progress.path, withDestinationPath: elsewhere.path)
        }
        let outcome = try PodbayProcess(stateFolder: state).run([], stdin: Data("open 0\nhelp\nnext\n".utf8))
        #expect(outcome.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: progress.path) == elsewhere.path)
        let saved = try String(contentsOf: elsewhere, encoding: .utf8)
        #expect(saved.contains(#""theme" : "dark""#))
        #expect(saved.contains(#""firstTry" : ["#))
        #expect(saved.contains(#""step" : 1"#))
    }
}
