/// A golden transcript's script: one or more runs of `podbay`, each with its arguments, the
/// progress file it starts from, and the commands it is given through `--script`.
///
/// Directives are comment lines podbay itself skips:
/// `#! args: --width 60` (extra arguments), `#! command: lint DIR` (the whole argument list, no
/// script), `#! progress: TEXT` (progress.json before the run), `#! restart` (a new run, same
/// state folder).
struct TranscriptScript {
    struct Run {
        var arguments: [String] = []
        var replacesArguments = false
        var progress: String?
        var commands: [String] = []
    }

    let runs: [Run]

    init(text: String) {
        var runs = [Run()]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#! args:") {
                runs[runs.count - 1].arguments += Self.words(after: "#! args:", in: line)
            } else if line.hasPrefix("#! command:") {
                runs[runs.count - 1].arguments = Self.words(after: "#! command:", in: line)
                runs[runs.count - 1].replacesArguments = true
            } else if line.hasPrefix("#! progress:") {
                runs[runs.count - 1].progress = String(line.dropFirst("#! progress:".count)).trimmingCharacters(in: .whitespaces)
            } else if line == "#! restart" {
                runs.append(Run())
            } else {
                runs[runs.count - 1].commands.append(line)
            }
        }
        self.runs = runs
    }

    private static func words(after prefix: String, in line: String) -> [String] {
        line.dropFirst(prefix.count).split(separator: " ").map(String.init)
    }
}

import Foundation
