import Foundation
import Testing

/// `podbay class DIR` on the real binary, for a class whose files were handed in every way a real
/// class hands them in: one from a real session's `progress --json`, one from an older Podbay, and
/// files that are cut short, empty, someone else's JSON, from a newer Podbay, or the text report.
@Suite struct ClassReportEndToEndTests {
    private let home = PodbayProcess.unusedFolder("podbay-class")
    private var folder: URL { home.appendingPathComponent("class") }

    /// Lesson 1's steps, counted in its text (the lessons change; the report must follow); an
    /// exercise is a step.
    private var renderableSteps: Int {
        let text = (try? String(contentsOf: PodbayProcess.packageRoot.appendingPathComponent("Lessons/01-renderable/renderable.md"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.hasPrefix("## Step:") || $0.hasPrefix("## Exercise:") }.count
    }

    private func write(_ text: String, _ name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// Alice works through lesson 0 for real and hands in `progress --json`; the others are files.
    private func prepareClass() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let alice = PodbayProcess(stateFolder: home.appendingPathComponent("alice"))
        let session = try alice.run([], stdin: Data("open 0\nhelp\nnext\nscreen\nnext\nhint\nopen 1\nscreen\nnext\nroute\ngraph\nnext\nhint\nalive\n".utf8), timeout: 60)
        #expect(session.status == 0)
        // Handed in as the README says; the same JSON the REPL's `progress --json` prints.
        let handIn = try alice.run(["progress", "--json"], timeout: 60)
        #expect(handIn.status == 0)
        let fromREPL = try alice.run([], stdin: Data("progress --json\n".utf8), timeout: 60)
        #expect(handIn.output == fromREPL.output)
        try write(handIn.output, "alice.json")
        try write(#"{"version": 1, "lastLesson": "welcome", "lessons": {"welcome": {"step": 1, "goalsMet": [0], "answers": {}}}}"#, "bob.json")
        try write(#"{"version": 1, "format": 2, "lessons": {"welcome": {"step": 1, "#, "carol.json")
        try write("", "dave.json")
        try write(#"{"name": "left-pad", "version": "1.3.0", "dependencies": {}}"#, "eve.json")
        try write(#"{"version": 3, "lessons": {}}"#, "frank.json")
        try write("Progress:\n   0  welcome   goals 1 of 3, quiz 0 of 2 right, at step 2\n", "grace.json")
        try write("not a progress file, and not .json either", "notes.txt")
    }

    @Test func aClassReportsWithOneLinePerBadFile() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try prepareClass()
        let podbay = PodbayProcess(stateFolder: home)
        let outcome = try podbay.run(["class", folder.path, "--width", "80"], timeout: 60)
        #expect(outcome.status == 1, "files were left out")
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Lesson 0 done, a hint at its step 3; in lesson 1, step 2 wants `type`, and Alice tried
        // route, graph, a refused next, a hint and alive there instead: 5 commands.
        let cell = "2/\(renderableSteps) g1"
        let pad = String(repeating: " ", count: max(0, cell.count - 6))
        #expect(lines.first == "student  L0      L1\(pad)      hints  quiz  ex  stuck at")
        #expect(lines.contains("alice    3/3 g3  \(cell)  2      0/0   0   L1.2 (5)"))
        #expect(lines.contains("bob      2/3 g1  -       \(pad)?      0/0   0   ?"))
        for line in lines {
            #expect(line.count <= 80, "\(line)")
        }
        let problems = lines.filter { $0.hasPrefix("class: ") }
        #expect(problems == [
            "class: bob.json: older Podbay (format 1): hints and stuck-at shown as '?'",
            "class: carol.json: not JSON (cut short, or plain 'progress' output?)",
            "class: dave.json: empty: no progress in it",
            "class: eve.json: JSON, but not Podbay progress (no \"version\" and \"lessons\")",
            "class: frank.json: progress version 3, from a newer Podbay (this one reads 1)",
            "class: grace.json: not JSON (cut short, or plain 'progress' output?)",
        ])
    }

    @Test func csvAndJSONForOtherPrograms() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try prepareClass()
        let podbay = PodbayProcess(stateFolder: home)
        let csv = try podbay.run(["class", folder.path, "--format", "csv"], timeout: 60)
        let rows = csv.output.split(separator: "\n").filter { !$0.hasPrefix("class: ") }
        #expect(rows.first == "student,welcome step,welcome steps,welcome goals met,renderable step,renderable steps,renderable goals met,hints,quiz right first time,quiz answered,exercises passed,stuck lesson,stuck step,stuck commands")
        #expect(rows.dropFirst().first == "alice,3,3,3,2,\(renderableSteps),1,2,0,0,0,renderable,2,5")
        #expect(rows.dropFirst().map { $0.prefix { $0 != "," } } == ["alice", "bob"])
        #expect(rows.last == "bob,2,3,1,,\(renderableSteps),,,0,0,0,,,")
        let json = try podbay.run(["class", folder.path, "--json"], timeout: 60)
        let body = json.output.split(separator: "\n").filter { !$0.hasPrefix("class: ") }.joined(separator: "\n")
        let decoded = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        let students = decoded?["students"] as? [[String: Any]]
        #expect(students?.map { $0["name"] as? String } == ["alice", "bob"])
        #expect((decoded?["problems"] as? [Any])?.count == 6)
    }

    @Test func aFolderWithoutProgressFilesSaysSo() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outcome = try PodbayProcess(stateFolder: home).run(["class", folder.path], timeout: 60)
        #expect(outcome.status == 1)
        #expect(outcome.output == "class: \(folder.path): no progress files (*.json) in it; students hand one in with: podbay progress --json > NAME.json\n")
    }
}
