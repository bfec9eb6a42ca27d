import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lessons
import LineEditor
import Loader
import StateStore
import Tutor
import TextSafety

/// `podbay`: the REPL, with `lint`, `class`, `progress --json` and `cache` as optional subcommands.
@main
struct Podbay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "podbay",
        abstract: "A Swift REPL that teaches app architecture by running it.",
        // Written out: the generated line ends in `<subcommand>`, as if the REPL needed one.
        // It must name every option and subcommand: CommandLineTests checks it against `--help`.
        usage: """
            podbay [--script <FILE>] [--record <FILE> [--record-append | --force]] [--no-color] [--ascii] \
            [--width <N>] [--lessons <DIR>] [--lesson <NAME>] [--step] [--fresh] [--load <PATH>] [--watch]
            podbay lint [<DIR>]
            podbay class <DIR> [--format table|csv|json] [--json] [--width <N>] [--lessons <DIR>]
            podbay progress --json
            podbay cache [--clear]
            """,
        discussion: """
            With no subcommand, opens the podbay> prompt. With piped input it reads one command a line \
            and prints no prompts and no escape codes. Progress and history live in \
            $XDG_STATE_HOME/podbay (else ~/.local/state/podbay). Diagnostics about the run go to \
            standard error; the REPL's answers, refusals included, to standard output.
            """,
        version: PodbayVersion.current,
        subcommands: [Lint.self, ClassCommand.self, ProgressCommand.self, CacheCommand.self]
    )

    @Option(name: .customLong("script"), help: ArgumentHelp("Run the commands in FILE first, echoing each as a transcript.", valueName: "FILE"), completion: .file())
    var script: String?

    @Flag(name: .customLong("step"), help: "With --script at a terminal: each command waits on the prompt line until Enter runs it (presenter mode).")
    var step = false

    @Flag(name: .customLong("fresh"), help: "Rehearse: progress, history and exercise files for this run only, thrown away at the end.")
    var fresh = false

    @Option(name: .customLong("record"), help: ArgumentHelp("Write a transcript of the session to FILE.", valueName: "FILE"), completion: .file())
    var record: String?

    @Flag(name: .customLong("record-append"), help: "With --record: add to FILE when it exists.")
    var recordAppend = false

    @Flag(name: .customLong("force"), help: "With --record: replace FILE when it exists.")
    var force = false

    @Flag(name: .customLong("no-color"), help: "No colour (NO_COLOR and CLICOLOR=0 do the same).")
    var noColor = false

    @Flag(name: .customLong("ascii"), help: "Draw frames with ASCII (automatic when the locale is not UTF-8).")
    var ascii = false

    @Option(name: .customLong("width"), help: ArgumentHelp("Columns to draw in, 40 to 240 (default: the terminal's, else 80).", valueName: "N"))
    var width: Int?

    @Option(name: .customLong("lessons"), help: ArgumentHelp("A folder of lesson texts that add to or replace the shipped ones.", valueName: "DIR"), completion: .directory)
    var lessons: String?

    @Option(name: .customLong("lesson"), help: ArgumentHelp("Open this lesson at start (number or name).", valueName: "NAME"), completion: LessonNameCompletion.kind)
    var lesson: String?

    @Option(
        name: .customLong("load"), help: ArgumentHelp("Compile a Swift file or folder and open its scene (runs your code).", valueName: "PATH"),
        completion: .file())
    var load: String?

    @Flag(name: .customLong("watch"), help: "Watch mode from the start: each save of the open exercise's files checks it, of loaded code reloads it.")
    var watch = false

    func validate() throws {
        if let refusal = Self.handoverRefusal(LoadedPodbayProtocol.received.protocol) {
            throw ValidationError(refusal)
        }
        if let width, !TerminalStyle.widths.contains(width) {
            throw ValidationError("--width must be from \(TerminalStyle.widths.lowerBound) to \(TerminalStyle.widths.upperBound), not \(width)")
        }
        if let lessons, !Folder.exists(lessons) {
            throw ValidationError("--lessons: no folder at \(OutsideText(lessons).shown)")
        }
        if let load, !FileManager.default.fileExists(atPath: load) {
            throw ValidationError("--load: no file or folder at \(OutsideText(load).shown)")
        }
        if let script, access(script, R_OK) != 0 {
            throw ValidationError("--script: cannot read \(OutsideText(script).shown)")
        }
        if let script, Folder.exists(script) {
            throw ValidationError("--script: \(OutsideText(script).shown) is a folder; name a file of commands")
        }
        if step, script == nil {
            throw ValidationError("--step goes with --script FILE: it presents that script one command at a time")
        }
        if record == nil, recordAppend || force {
            throw ValidationError("--\(recordAppend ? "record-append" : "force") goes with --record FILE")
        }
        if recordAppend && force {
            throw ValidationError("--record-append adds to the file and --force replaces it: choose one")
        }
    }

    /// The hidden flags a loaded podbay is started with are read apart (`LoadedPodbayProtocol`); the
    /// parser sees the rest.
    ///
    /// swift-argument-parser's own `main` prints its messages raw, and they echo what was typed (an
    /// unknown option's name, a value it could not read): outside text, so here they pass the sinks'
    /// guard like every other line Podbay writes.
    ///
    /// `podbay` alone, the usual start, is not parsed: its options are the defaults, and the
    /// parser's first use (reflecting every option, and its own completion flags twice) was over a
    /// third of that start's work. Anything the parser would refuse still goes through it.
    static func main() {
        let received = LoadedPodbayProtocol.received
        do {
            if received.rest.count <= 1, handoverRefusal(received.protocol) == nil {
                try run(SessionOptions())
                return
            }
            var command = try parseAsRoot(Array(received.rest.dropFirst()))
            try command.run()
        } catch {
            exit(saying: error)
        }
    }

    /// Only a loaded podbay is lent a rehearsal's folder; typed by a user, the flag would make any
    /// folder one whose state and exercises are never cleared.
    private static func handoverRefusal(_ handover: LoadedPodbayProtocol) -> String? {
        handover.freshStateFolder != nil && !handover.isLoaded ? "Unknown option '--fresh-state'" : nil
    }

    /// The options that shape the REPL session, as values.
    var sessionOptions: SessionOptions {
        SessionOptions(
            script: script, step: step, fresh: fresh, record: record, recordAppend: recordAppend, force: force,
            noColor: noColor, ascii: ascii, width: width, lessons: lessons, lesson: lesson, load: load, watch: watch)
    }

    /// `exit(withError:)` through `DescriptorSink`: help, the version and completions to standard
    /// output, errors to standard error, with swift-argument-parser's exit status.
    private static func exit(saying error: Error) -> Never {
        let status = exitCode(for: error)
        let message = fullMessage(for: error)
        if !message.isEmpty {
            let sink = status.isSuccess ? DescriptorSink.standardOutput() : DescriptorSink.standardError()
            sink.write(message + "\n")
        }
        #if canImport(Glibc)
        Glibc.exit(status.rawValue)
        #else
        Darwin.exit(status.rawValue)
        #endif
    }

    func run() throws {
        try Self.run(sessionOptions)
    }

    /// The REPL, or the check or rehearsal a loaded podbay was started for.
    private static func run(_ options: SessionOptions) throws {
        // What this process was handed by the podbay that started it, if one did.
        let handover = LoadedPodbayProtocol.received.protocol
        if !handover.isLoaded { ChildProcess.keepInheritedDescriptorsFromChildren() }
        if let lesson = handover.checkLesson {
            CheckMemoryLimit.apply()
            let check = ExerciseCheckMode(lessonID: lesson, stepIndex: handover.checkStep ?? 0, lessonsFolder: options.lessons)
            let status = check.run(verdictChannel: handover.hideVerdictChannel())
            if status != 0 { throw ExitCode(status) }
            return
        }
        if let lesson = handover.rehearseLesson {
            CheckMemoryLimit.apply()
            let status = LessonRehearsalMode(lessonID: lesson, lessonsFolder: options.lessons).run(channel: handover.hideVerdictChannel())
            if status != 0 { throw ExitCode(status) }
            return
        }
        // The descriptors a loaded podbay was handed for its own output are not passed on to what
        // it starts (see `LoadedPodbay.containThisProcess`).
        var environment = ProcessInfo.processInfo.environment
        environment[OwnStandardOutput.environmentKey] = nil
        environment[LoadedCodeOutput.environmentKey] = nil
        let session = try SessionAssembler(options: options, environment: environment, handover: handover).assemble()
        let status = session.run()
        // The user left a loaded podbay: Podbay's state is saved; the user's code's exit-time
        // handlers never run (an endless one hung `quit`).
        if handover.isLoaded { LoadedPodbay.leave(status: status) }
        if status != 0 { throw ExitCode(status) }
    }
}
