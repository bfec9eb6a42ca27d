import Foundation

/// Plays a transcript script on the built executable: every run in one fresh state folder, each
/// given its commands through `--script` at a fixed width.
struct TranscriptPlayer {
    /// The width every run gets unless a test asks for another.
    var width = 72
    /// Arguments added to every run that takes a script (`--ascii`, say).
    var extraArguments: [String] = []

    /// The transcript: each run's command line, its output, and its exit code when not 0.
    func play(_ script: TranscriptScript) throws -> String {
        // A fixed-length path, so wrapped messages that name it wrap the same on every machine.
        let state = PodbayProcess.unusedFolder()
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let process = PodbayProcess(stateFolder: state)
        var transcript = ""
        for run in script.runs {
            if let progress = run.progress {
                let folder = state.appendingPathComponent("state/podbay")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try progress.write(to: folder.appendingPathComponent("progress.json"), atomically: true, encoding: .utf8)
            }
            var arguments = run.arguments
            if !run.replacesArguments {
                let file = state.appendingPathComponent("script.pod")
                try run.commands.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
                arguments = ["--script", file.path, "--width", String(width)] + extraArguments + arguments
            }
            let shown = run.replacesArguments
                ? arguments : ["--script", "SCRIPT", "--width", String(width)] + extraArguments + run.arguments
            transcript += "$ podbay " + shown.joined(separator: " ") + "\n"
            let outcome = try process.run(arguments)
            transcript += outcome.output.replacingOccurrences(of: state.path, with: "$TMP")
            if outcome.status != 0 { transcript += "[exit \(outcome.status)]\n" }
        }
        return transcript
    }
}
