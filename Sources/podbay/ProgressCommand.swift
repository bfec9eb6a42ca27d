import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Progress
import StateStore

/// `podbay progress --json`: the learner's progress as the REPL's `progress --json` prints it, for
/// handing in to `podbay class` (`podbay progress --json > NAME.json`).
struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Print your progress as JSON, to hand in: podbay progress --json > NAME.json",
        discussion: "The table of your progress is the REPL's 'progress' command; here only --json is offered."
    )

    @Flag(name: .customLong("json"), help: "Print the progress as JSON (required).")
    var json = false

    func validate() throws {
        guard json else {
            throw ValidationError("only --json is offered here (the table is the REPL's 'progress'): podbay progress --json")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let store = ProgressStore(file: StateDirectory.standard(environment: environment).map {
            AtomicFile(path: $0.file("progress.json"))
        })
        // Warnings (a file kept aside) go to standard error: standard output is the file handed in.
        for problem in store.load() { StandardStream.error.write(problem.description + "\n") }
        StandardStream.output.write(store.json() + "\n")
    }
}
