import Foundation
import Testing

/// The command line itself: a usage line that shows the REPL needs no subcommand, diagnostics on
/// standard error and answers on standard output, and shell completions that complete file names
/// and lesson names.
@Suite struct CommandLineTests {
    private let state = PodbayProcess.unusedFolder()

    private func run(_ arguments: [String], stdin: String = "", timeout: Double = 60) throws -> PodbayProcess.Streams {
        defer { try? FileManager.default.removeItem(at: state) }
        return try PodbayProcess(stateFolder: state).runSeparately(arguments, stdin: Data(stdin.utf8), timeout: timeout)
    }

    /// The lines of `--help` from `USAGE:` to the first blank line.
    private func usageLines(_ help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("USAGE: ") }) else { return [] }
        return Array(lines[start...].prefix { !$0.isEmpty })
    }

    /// The generated usage said `podbay [options] <subcommand>`, as if the REPL needed one.
    @Test func theUsageShowsTheReplIsTheDefaultAndLintIsOptional() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardError.isEmpty)
        let usage = usageLines(help.standardOutput)
        #expect(usage.first?.hasPrefix("USAGE: podbay [--script <FILE>] [--record <FILE> [--record-append | --force]]") == true)
        #expect(usage.contains("       podbay lint [<DIR>]"))
        #expect(!usage.joined().contains("<subcommand>"))
    }

    /// The usage is written by hand: an option or subcommand added without it fails here.
    @Test func theUsageNamesEveryOptionAndSubcommand() throws {
        let help = try run(["--help"]).standardOutput
        let usage = usageLines(help).joined(separator: "\n")
        let lines = help.components(separatedBy: "\n")
        let options = lines.drop { $0 != "OPTIONS:" }.dropFirst().prefix { !$0.isEmpty }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { $0.hasPrefix("--") && !["--version"].contains($0) }
        let subcommands = lines.drop { $0 != "SUBCOMMANDS:" }.dropFirst().prefix { !$0.isEmpty }
            .compactMap { $0.hasPrefix("  ") && !$0.hasPrefix("   ") ? $0.split(separator: " ").first.map(String.init) : nil }
        #expect(options.count >= 9, "read the options from --help: \(options)")
        #expect(subcommands.contains("lint"), "read the subcommands from --help: \(subcommands)")
        for option in options {
            #expect(usage.contains(option), "\(option) is missing from the usage")
        }
        for subcommand in subcommands {
            #expect(usage.contains("podbay \(subcommand)"), "podbay \(subcommand) is missing from the usage")
        }
    }

    @Test func aBadFlagIsAnErrorOnStandardError() throws {
        let outcome = try run(["--fromat"])
        #expect(outcome.status == 64)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("Error: Unknown option '--fromat'\n"))
    }

    /// A rehearsal's folder is lent only to a loaded podbay: typed by a user, the hidden flag would
    /// make any folder one whose state is never cleared, so it is refused as unknown.
    @Test func theRehearsalsHiddenFlagIsRefusedWhenAUserTypesIt() throws {
        let outcome = try run(["--fresh-state=/tmp/podbay-not-a-rehearsal"])
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("Error: Unknown option '--fresh-state'\n"))
    }

    /// swift-argument-parser echoes what it could not read: an unknown option's name, a value that
    /// is not a number, an unexpected argument. Each came out raw, escape sequences and all.
    @Test(arguments: [
        ["--\u{1B}]52;c;aGk=\u{07}"], ["--width", "\u{1B}[2J"], ["lint", "Lessons", "\u{1B}[2J\u{202E}"],
        ["class", "\u{1B}]52;c;aGk=\u{07}", "--format", "\u{9B}31m"],
    ])
    func aBadArgumentsEchoIsShownNotObeyed(arguments: [String]) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 64, "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("Error: "), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("^[") || outcome.standardError.contains("U+009B"), "\(outcome.standardError)")
        #expect(HostileInputTests.obeyed(in: outcome.standardError).isEmpty, "\(outcome.standardError.debugDescription)")
    }

    /// Transcripts and piped use read a refusal as the REPL's answer, so it stays on standard output.
    @Test func aRefusedCommandIsTheReplsAnswerOnStandardOutput() throws {
        let outcome = try run([], stdin: "bogus\nopen 99\n")
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.standardOutput.contains("unknown command 'bogus'"))
        #expect(outcome.standardOutput.contains("no lesson '99'"))
    }

    /// Lint's problems and summary are what it was asked for; a folder with nothing to check is an error.
    @Test func lintPrintsProblemsOnStandardOutputAndAnEmptyFolderOnStandardError() throws {
        let broken = try run(["lint", "Tests/EndToEndTests/Fixtures/broken"])
        #expect(broken.status == 1)
        #expect(broken.standardError.isEmpty)
        #expect(broken.standardOutput.contains("Tests/EndToEndTests/Fixtures/broken/"))
        #expect(broken.standardOutput.hasSuffix(" lesson files\n") || broken.standardOutput.hasSuffix(" lesson file\n"))
        let empty = try run(["lint", "Tests/EndToEndTests/Fixtures/empty"])
        #expect(empty.status == 1)
        #expect(empty.standardOutput.isEmpty)
        #expect(empty.standardError == "Tests/EndToEndTests/Fixtures/empty: no lesson files (*.md) found\n")
    }

    /// What each shell's script offers after an option: bash's `case` arm, zsh's spec, fish's line.
    private func completion(after option: String, shell: String) throws -> String {
        let script = try run(["--generate-completion-script", shell])
        #expect(script.status == 0)
        let lines = script.standardOutput.components(separatedBy: "\n")
        switch shell {
        case "bash":
            return lines.drop { $0.trimmingCharacters(in: .whitespaces) != "'\(option)')" }.dropFirst()
                .prefix { $0.trimmingCharacters(in: .whitespaces) != ";;" }.joined(separator: "\n")
        case "zsh":
            return lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("'\(option)[") } ?? ""
        default:
            return lines.first { $0.hasPrefix("complete -c 'podbay'") && $0.contains(" -l '\(option.dropFirst(2))' ") } ?? ""
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsOfferFilesFoldersAndLessonNames(_ shell: String) throws {
        let file = ["bash": "__podbay_add_completions -f", "zsh": ":FILE:_files'", "fish": " -rF"][shell] ?? ""
        let folder = ["bash": "__podbay_add_completions -d", "zsh": ":DIR:_files -/'", "fish": "__podbay_complete_directories"][shell] ?? ""
        for option in ["--script", "--record"] {
            let offered = try completion(after: option, shell: shell)
            #expect(offered.contains(file), "\(shell), \(option): \(offered)")
        }
        let lessons = try completion(after: "--lessons", shell: shell)
        #expect(lessons.contains(folder), "\(shell), --lessons: \(lessons)")
        let lesson = try completion(after: "--lesson", shell: shell)
        #expect(lesson.contains("---completion -- --lesson"), "\(shell), --lesson asks podbay: \(lesson)")
    }

    /// What the scripts get when they ask after `--lesson`: every name `open` takes, and an
    /// instructor's lessons when `--lessons DIR` is on the line.
    @Test func lessonNamesAreTheOnesOpenTakes() throws {
        let shipped = try run(["---completion", "--", "--lesson", "2", "0", "podbay", "--lesson", ""])
        #expect(shipped.status == 0)
        let names = shipped.standardOutput.split(separator: "\n").map(String.init)
        #expect(names == ["welcome", "renderable", "interaction", "assembler", "navigation", "routing", "communication",
                          "memory", "assembly", "0", "1", "2", "3", "4", "5", "6", "7", "8"])
        let extra = try run([
            "---completion", "--", "--lesson", "4", "0",
            "podbay", "--lessons", "Tests/EndToEndTests/Fixtures/extra", "--lesson", "",
        ])
        let extraNames = extra.standardOutput.split(separator: "\n").map(String.init)
        #expect(extraNames.count > names.count, "the folder's lessons are offered too: \(extraNames)")
        #expect(Set(names).isSubset(of: Set(extraNames)))
    }

    /// A lessons folder with one exercise, `Hold the target weakly` (heading on line 7): its check
    /// scene holds a Holder that holds a Target, its goal asks for the edge weak.
    private func exerciseFolder(starter: String, solution: String, sceneTarget: String = "Target") throws -> URL {
        let folder = PodbayProcess.unusedFolder("podbay-lint-exercise")
        for part in ["Starter", "Solution", "Check"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Holder/\(part)"), withIntermediateDirectories: true)
        }
        let lesson = """
            # Hold it weakly
            id: holder
            number: 91
            scene: welcome
            summary: One exercise, for lint.

            ## Exercise: Hold the target weakly
            Make the holder's target weak.
            starter: ./Holder/Starter/Holder.swift
            solution: ./Holder/Solution/Holder.swift
            check: ./Holder/Check
            release: tap close
            hint: [edge Holder.target weak] One word.
            goal: edge Holder.target weak

            ## Quiz
            ### Which?
            - a) this
            why: Not this.
            - b) that
            answer: b
            why: Because.

            """
        let scene = """
            import LessonKit

            final class Target {}

            final class HolderScene: LessonScene {
                private var holder: Holder? = Holder()
                private var target: \(sceneTarget)? = \(sceneTarget)()

                init() { holder?.target = target }

                var roots: [SceneRoot] {
                    [holder.map { SceneRoot(label: "holder", object: $0) }, target.map { SceneRoot(label: "target", object: $0) }].compactMap { $0 }
                }
                var controls: [String] { ["close"] }

                func drawScreen(width: Int, ascii: Bool) -> [String] { ["a holder and its target"] }

                func tap(_ control: String) -> SceneReply {
                    (holder, target) = (nil, nil)
                    return .delivered([])
                }
            }

            """
        try lesson.write(to: folder.appendingPathComponent("holder.md"), atomically: true, encoding: .utf8)
        try scene.write(to: folder.appendingPathComponent("Holder/Check/Scene.swift"), atomically: true, encoding: .utf8)
        try starter.write(to: folder.appendingPathComponent("Holder/Starter/Holder.swift"), atomically: true, encoding: .utf8)
        try solution.write(to: folder.appendingPathComponent("Holder/Solution/Holder.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    private static let strongHolder = "final class Holder {\n    var target: Target?\n}\n"
    private static let weakHolder = "final class Holder {\n    weak var target: Target?\n}\n"

    /// Lint builds each exercise's check scene with its reference solution and runs the check: a
    /// reference that fails is a problem at the exercise's heading, in the check's own sentence.
    @Test func lintReportsAReferenceSolutionThatFailsItsCheck() throws {
        let folder = try exerciseFolder(starter: Self.strongHolder, solution: Self.strongHolder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try run(["lint", folder.path])
        #expect(lint.status == 1)
        #expect(lint.standardOutput == """
            \(folder.path)/holder.md:7: exercise 'Hold the target weakly': the reference solution does not pass: \
            Holder.target holds its target strongly; the rule asks for weak
            lint: 1 problem in 1 lesson file

            """, "\(lint.standardOutput)\(lint.standardError)")
    }

    /// A reference that does not compile is reported with the compiler's line, naming its file.
    @Test func lintReportsAReferenceSolutionThatDoesNotBuild() throws {
        let folder = try exerciseFolder(starter: Self.strongHolder, solution: "final class Holder {\n    weak var target: Targt?\n}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try run(["lint", folder.path])
        #expect(lint.status == 1)
        #expect(lint.standardOutput == """
            \(folder.path)/holder.md:7: exercise 'Hold the target weakly': the reference solution does not build: \
            \(folder.path)/Holder/Solution/Holder.swift:2:22: error: cannot find type 'Targt' in scope
            lint: 1 problem in 1 lesson file

            """, "\(lint.standardOutput)\(lint.standardError)")
    }

    /// An error only in the lesson's check scene is the scene's, and lint says so: the reference
    /// solution is not blamed for it.
    @Test func lintBlamesTheCheckSceneForItsOwnCompileError() throws {
        let folder = try exerciseFolder(starter: Self.strongHolder, solution: Self.weakHolder, sceneTarget: "Targt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try run(["lint", folder.path])
        #expect(lint.status == 1)
        #expect(lint.standardOutput.contains(
            "holder.md:7: exercise 'Hold the target weakly': the check scene does not build with the reference solution: "),
            "\(lint.standardOutput)\(lint.standardError)")
        #expect(!lint.standardOutput.contains("the reference solution does not build"), "\(lint.standardOutput)")
    }

    /// A starter that already passes leaves the learner nothing to do: a problem too.
    @Test func lintReportsAStarterThatAlreadyPasses() throws {
        let folder = try exerciseFolder(starter: Self.weakHolder, solution: Self.weakHolder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try run(["lint", folder.path])
        #expect(lint.status == 1)
        #expect(lint.standardOutput == """
            \(folder.path)/holder.md:7: exercise 'Hold the target weakly': the starter already passes its check; the learner has nothing to do
            lint: 1 problem in 1 lesson file

            """, "\(lint.standardOutput)\(lint.standardError)")
    }

    /// A starter that does not build would greet the learner with a compile error they did not
    /// make: a problem, with the compiler's line naming the starter.
    @Test func lintReportsAStarterThatDoesNotBuild() throws {
        let folder = try exerciseFolder(starter: "final class Holder {\n    var target: Targt?\n}\n", solution: Self.weakHolder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try run(["lint", folder.path])
        #expect(lint.status == 1)
        #expect(lint.standardOutput == """
            \(folder.path)/holder.md:7: exercise 'Hold the target weakly': the starter does not build, so the learner's first check is a compile error they did not make: \
            \(folder.path)/Holder/Starter/Holder.swift:2:17: error: cannot find type 'Targt' in scope
            lint: 1 problem in 1 lesson file

            """, "\(lint.standardOutput)\(lint.standardError)")
    }

    /// `--load` that cannot load says why and the program's exit status says it failed.
    @Test func aLoadThatCannotLoadExitsNonZero() throws {
        let file = PodbayProcess.unusedFolder("podbay-bad-load").appendingPathExtension("swift")
        try "let x: Int = \"a\"\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try run(["--load", file.path], stdin: "quit\n")
        #expect(outcome.status == 1, "\(outcome.standardOutput)\(outcome.standardError)")
        // The file declares no scene: the refusal says what load takes.
        #expect((outcome.standardOutput + outcome.standardError).contains("LessonScene"))
    }

    /// Every shipped exercise's reference passes its check and no starter does.
    @Test func theShippedLessonsLintCleanWithEveryExerciseChecked() throws {
        let folder = try exerciseFolder(starter: Self.strongHolder, solution: Self.weakHolder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = try run(["lint", folder.path])
        #expect(mine.standardOutput == "lint: 1 lesson file, no problems\n", "\(mine.standardOutput)\(mine.standardError)")
        #expect(mine.status == 0)
        // Sixteen builds (a reference and a starter per exercise): minutes with a cold cache on a busy machine.
        let shipped = try run(["lint"], timeout: 600)
        #expect(shipped.standardOutput.hasSuffix(" lesson files, no problems\n"), "\(shipped.standardOutput)\(shipped.standardError)")
        #expect(shipped.status == 0)
    }
}
