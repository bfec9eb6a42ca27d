import Foundation
import Testing

/// A step's `try:` lines name objects by number (`why DiscoveryOneViewController#3`). A learner
/// who comes back later resumes at that step on a scene the earlier steps' actions rebuilt: the
/// names the step gives must still be live objects there, or its own try is refused ("no live
/// object named …"). Played for every such step of every shipped lesson, on the built `podbay`.
@Suite struct ResumedObjectNamesTests {
    /// One step that names an object: its lesson's id, its 0-based index, and its try lines.
    struct NamingStep: Sendable, CustomTestStringConvertible {
        let lessonID: String
        let index: Int
        let tries: [String]
        /// The titles of the lesson's steps, saved with the record as Podbay saves them: a record
        /// without them is read as made with an earlier text (`FormerLessonSteps`).
        let titles: [String]
        var testDescription: String { "\(lessonID) step \(index + 1)" }
    }

    static let steps: [NamingStep] = {
        let folder = PodbayProcess.packageRoot.appendingPathComponent("Lessons")
        let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "md" && $0.deletingLastPathComponent().deletingLastPathComponent() == folder }
        var found: [NamingStep] = []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            guard let id = lines.first(where: { $0.hasPrefix("id: ") }).map({ String($0.dropFirst(4)) }) else { continue }
            var index = -1
            var tries: [String] = []
            var isExercise = false
            let titles = lines.filter { $0.hasPrefix("## Step:") || $0.hasPrefix("## Exercise:") }
                .map { String($0.drop { $0 != ":" }.dropFirst()).trimmingCharacters(in: .whitespaces) }
            func close() {
                if index >= 0, !isExercise, tries.contains(where: { $0.range(of: #"#\d"#, options: .regularExpression) != nil }) {
                    found.append(NamingStep(lessonID: id, index: index, tries: tries, titles: titles))
                }
            }
            for line in lines {
                if line.hasPrefix("## Step:") || line.hasPrefix("## Exercise:") || line.hasPrefix("## Quiz") {
                    close()
                    index += 1
                    tries = []
                    isExercise = !line.hasPrefix("## Step:")
                } else if line.hasPrefix("try: ") {
                    tries.append(String(line.dropFirst(5)))
                }
            }
            close()
        }
        return found.sorted { ($0.lessonID, $0.index) < ($1.lessonID, $1.index) }
    }()

    @Test func stepsThatNameObjectsAreFound() {
        #expect(Self.steps.count >= 20, "\(Self.steps.map(\.testDescription))")
    }

    @Test(arguments: steps)
    func aResumedStepFindsTheObjectsItNames(_ step: NamingStep) throws {
        let state = PodbayProcess.unusedFolder("podbay-resumed-names")
        defer { try? FileManager.default.removeItem(at: state) }
        let saved = state.appendingPathComponent("state/podbay")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        let goals = (0..<step.index).map(String.init).joined(separator: ", ")
        let titles = step.titles.map { "\"\($0)\"" }.joined(separator: ", ")
        let record = #""step": \#(step.index), "goalsMet": [\#(goals)], "answers": {}, "stepTitles": [\#(titles)]"#
        try Data(#"{"version": 1, "lessons": {"\#(step.lessonID)": {\#(record)}}}"#.utf8)
            .write(to: saved.appendingPathComponent("progress.json"))
        let input = (["open \(step.lessonID)"] + step.tries).map { $0 + "\n" }.joined()
        let outcome = try PodbayProcess(stateFolder: state).run(["--width", "240"], stdin: Data(input.utf8), timeout: 60)
        #expect(outcome.output.contains("(resuming at step \(step.index + 1), where you left off"), "\(outcome.output)")
        #expect(!outcome.output.contains("no live object named"), "\(step.testDescription): \(outcome.output)")
        #expect(outcome.output.contains("✓ goal met"), "\(step.testDescription): its own tries meet its goal after a resume\n\(outcome.output)")
    }
}
