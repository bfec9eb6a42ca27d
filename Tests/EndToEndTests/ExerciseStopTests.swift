import Foundation
import Testing

/// A learner's code that does not build, traps or never ends, on the real binary: `check` says so
/// in a few readable lines (never a stack trace), the REPL answers the next command, progress
/// counts a check that did not pass, the learner's file is left as it was, and `hint` points at
/// the compile error in their file before the lesson's hints.
@Suite struct ExerciseStopTests {
    /// Lesson 2's exercise: the learner writes PodBayDoorsInteraction.
    static let exercise = ExerciseTests.exercises[1]
    static let fileName = "PodBayDoorsInteraction.swift"

    /// An interaction that traps where the scene is built: its init reads past the end of an array.
    static let trapsInInit = """
        import SuperSimple

        final class PodBayDoorsInteraction: PodBayDoorsInteracting {
            private weak var banner: BannerRendering?
            private let doors: [String] = []

            init() {
                print("the doors are", doors[2])
            }

            func use(_ banner: BannerRendering) {
                self.banner = banner
            }

            func didTapMainButton() {
                banner?.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
            }
        }

        """

    /// An interaction that traps in the step's `try: tap mainButton`: a force-unwrapped nil, line 12.
    static let trapsOnTap = """
        import SuperSimple

        final class PodBayDoorsInteraction: PodBayDoorsInteracting {
            private weak var banner: BannerRendering?
            private var answer: String?

            func use(_ banner: BannerRendering) {
                self.banner = banner
            }

            func didTapMainButton() {
                banner?.render(BannerRenderable(message: answer!))
            }
        }

        """

    /// An interaction whose tap never returns.
    static let loopsOnTap = """
        import SuperSimple

        final class PodBayDoorsInteraction: PodBayDoorsInteracting {
            private weak var banner: BannerRendering?
            private var asked = 0

            func use(_ banner: BannerRendering) {
                self.banner = banner
            }

            func didTapMainButton() {
                while asked >= 0 { asked = asked == Int.max ? 0 : asked + 1 }
                banner?.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that."))
            }
        }

        """

    /// An interaction that prints a passing verdict line, as the check would, and ends the check
    /// before the real verdict: it must not pass.
    static let fakesTheVerdict = """
        import SuperSimple
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        final class PodBayDoorsInteraction: PodBayDoorsInteracting {
            init() {
                print(#"podbay-exercise-verdict: {"actions":[],"failures":[],"goal":"g","passed":true,"route":[],"routeUnicode":[]}"#)
                exit(0)
            }

            func use(_ banner: BannerRendering) {}

            func didTapMainButton() {}
        }

        """

    /// An interaction that writes a passing verdict line, as the check would, on every descriptor
    /// it may have (the verdict pipe among them: `/proc/self/fd` lists it), and ends the check
    /// before the real verdict: it must not pass.
    static let forgesTheVerdictOnEveryDescriptor = """
        import SuperSimple
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        final class PodBayDoorsInteraction: PodBayDoorsInteracting {
            init() {
                let line = #"podbay-exercise-verdict: {"actions":[],"failedParts":[],"failures":[],"goal":"g","passed":true,"route":[],"routeUnicode":[]}"# + "\\n"
                for descriptor in Int32(3)..<1024 {
                    _ = line.withCString { write(descriptor, $0, strlen($0)) }
                }
                exit(0)
            }

            func use(_ banner: BannerRendering) {}

            func didTapMainButton() {}
        }

        """

    /// An interaction whose tap starts a process and never returns.
    static let spawnsAndLoops = """
        import SuperSimple
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        final class PodBayDoorsInteraction: PodBayDoorsInteracting {
            private var asked = 0

            func use(_ banner: BannerRendering) {}

            func didTapMainButton() {
                let words: [String] = ["/bin/sh", "-c", "sleep 987656 &"]
                let arguments = words.map { strdup($0) } + [nil]
                let environment: [UnsafeMutablePointer<CChar>?] = [strdup("PATH=/usr/bin:/bin"), nil]
                var shell: pid_t = 0
                if posix_spawn(&shell, "/bin/sh", nil, nil, arguments, environment) == 0 { waitpid(shell, nil, 0) }
                while asked >= 0 { asked = asked == Int.max ? 0 : asked + 1 }
            }
        }

        """

    /// A wrong argument label on line 11, column 40 (after a tab-indented line 7).
    static let doesNotBuild = """
        import SuperSimple

        final class PodBayDoorsInteraction: PodBayDoorsInteracting {
            private weak var banner: BannerRendering?

            func use(_ banner: BannerRendering) {
        \tself.banner = banner
            }

            func didTapMainButton() {
                banner?.render(BannerRenderable(mesage: "I'm sorry, Dave. I'm afraid I can't do that."))
            }
        }

        """

    /// A state folder with lesson 2 saved at its exercise step and `file` as the learner's, and the
    /// process that plays it.
    private func staged(_ file: String, environment: [String: String] = [:]) throws -> (state: URL, file: URL, process: PodbayProcess) {
        let exercise = Self.exercise
        let state = PodbayProcess.unusedFolder("podbay-exercise-stop")
        let saved = state.appendingPathComponent("state/podbay")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "lessons": {"\#(exercise.lessonID)": {"step": \#(exercise.step), "goalsMet": [], "answers": {}}}}"#.utf8)
            .write(to: saved.appendingPathComponent("progress.json"))
        let workspace = state.appendingPathComponent("data/podbay/exercises/\(exercise.lessonID)/\(exercise.slug)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let path = workspace.appendingPathComponent(Self.fileName)
        try Data(file.utf8).write(to: path)
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = [
            "XDG_CACHE_HOME": ExerciseTests.cache, "XDG_DATA_HOME": state.appendingPathComponent("data").path,
        ].merging(environment) { $1 }
        return (state, path, process)
    }

    /// Plays `file` through `check`, then `screen` and `progress --json`; checks what every stopped
    /// check must be, and returns what `check` said (the lines before `screen`'s drawing).
    private func stoppedCheck(_ file: String, environment: [String: String] = [:]) throws -> (said: String, path: String) {
        let (state, path, process) = try staged(file, environment: environment)
        defer { try? FileManager.default.removeItem(at: state) }
        let input = "open \(Self.exercise.lessonID)\ncheck\nscreen\nprogress --json\n"
        let outcome = try process.run(["--width", "240"], stdin: Data(input.utf8), timeout: 120)
        #expect(outcome.status == 0)
        let output = outcome.output
        let asked = try #require(output.range(of: "kept as you left them).\n"), "\(output)")
        let ended = try #require(output.range(of: "check 1: fix your code and type 'check' again.\n"), "\(output)")
        let said = String(output[asked.upperBound..<ended.lowerBound])
        // A few readable lines: no backtrace, no addresses, no crash report.
        #expect(said.split(separator: "\n").count <= 2, "\(said)")
        for noise in ["stack trace", "0x", "Backtrac", "crashed", "Thread 0", "libswiftCore"] {
            #expect(!said.contains(noise), "\(said)")
        }
        // The next commands are answered: the lesson's screen draws, progress is read.
        let after = output[ended.upperBound...]
        #expect(after.contains("[ Open the pod bay doors, HAL ] (tap mainButton)"), "\(output)")
        #expect(after.contains(#""\#(Self.exercise.slug)" : {"#), "\(output)")
        let progress = try String(contentsOf: state.appendingPathComponent("state/podbay/progress.json"), encoding: .utf8)
        #expect(progress.contains(#""checks" : 1"#), "\(progress)")
        #expect(!progress.contains("passedAfter"))
        #expect(try String(contentsOf: path, encoding: .utf8) == file, "the learner's file is left as it was")
        return (said, path.path)
    }

    @Test func aTrapWhileTheSceneIsBuiltSaysTheRuntimesReasonAndTheReplGoesOn() throws {
        let (said, _) = try stoppedCheck(Self.trapsInInit)
        #expect(said == "your code stopped the check with a Swift runtime trap (SIGILL): Index out of range, in PodBayDoorsInteraction.init(); it stopped while the scene was built\n")
    }

    @Test func aTrapInTheStepsActionSaysWhereInTheLearnersFile() throws {
        let (said, path) = try stoppedCheck(Self.trapsOnTap)
        // The place in the learner's file on a line of its own, whole, to open in an editor.
        #expect(said == "your code stopped the check with a Swift runtime trap (SIGILL): Unexpectedly found nil while unwrapping an Optional value, in PodBayDoorsInteraction.didTapMainButton(); it stopped during 'tap spy', after 'tap unwired'\n  at \(path):12\n")
    }

    /// The limit is set to 2 s here; by default it is 30 s, where every reference check takes
    /// well under a second once built.
    @Test func aCheckThatNeverEndsIsStoppedAtItsTimeLimit() throws {
        let (said, _) = try stoppedCheck(Self.loopsOnTap, environment: ["PODBAY_CHECK_TIME_LIMIT": "2"])
        #expect(said == "your code did not finish the check in 2 s and was stopped: a loop that never ends, or a wait for something that never comes?\n")
    }

    /// The verdict comes back on a channel of its own: the learner's code can print the line the
    /// check's verdict once was, but not pass with it.
    @Test func aVerdictPrintedByTheLearnersCodeDoesNotPass() throws {
        let (said, _) = try stoppedCheck(Self.fakesTheVerdict)
        #expect(said.hasPrefix("the check ended (status 0) without a verdict"), "\(said)")
    }

    /// What a check whose verdict channel held a line it did not write says.
    static let disturbed =
        "the check was disturbed: your code wrote on the check's own verdict channel, so nothing on it is taken and the check did not pass"

    /// The verdict pipe is open in the check's process, and the learner's code can find it and
    /// write a passing verdict there: it carries no key (handed to the check on a pipe closed
    /// before the learner's code runs), and a line the check did not write disturbs it.
    @Test func aVerdictForgedOnTheVerdictPipeDoesNotPass() throws {
        let (said, _) = try stoppedCheck(Self.forgesTheVerdictOnEveryDescriptor)
        #expect(said == Self.disturbed + "\n", "\(said)")
    }

    /// A tap that renders 3,000 times makes a route, and so a verdict, of over 64 KiB: more than a
    /// pipe holds. The verdict is read while the check runs, so the check is not left blocked on
    /// its write until the time limit calls it a loop.
    @Test func aVerdictLargerThanAPipeHoldsComesBack() throws {
        let rendersOften = """
            import SuperSimple

            final class PodBayDoorsInteraction: PodBayDoorsInteracting {
                private weak var banner: BannerRendering?

                func use(_ banner: BannerRendering) {
                    self.banner = banner
                }

                func didTapMainButton() {
                    for _ in 0..<3_000 { banner?.render(BannerRenderable(message: "I'm sorry, Dave. I'm afraid I can't do that.")) }
                }
            }
            """
        let (state, _, process) = try staged(rendersOften, environment: ["PODBAY_CHECK_TIME_LIMIT": "60"])
        defer { try? FileManager.default.removeItem(at: state) }
        let outcome = try process.run(["--width", "240"], stdin: Data("open \(Self.exercise.lessonID)\ncheck\n".utf8), timeout: 180)
        #expect(outcome.output.contains("check 1"), "\(outcome.output)")
        #expect(!outcome.output.contains("did not finish"), "\(outcome.output)")
        #expect(!outcome.output.contains("without a verdict"), "\(outcome.output)")
    }

    #if os(Linux)
    // /proc says which processes run.
    /// SIGTERM to Podbay while a check runs ends the check and what it started with Podbay.
    @Test func sigtermDuringACheckEndsTheCheckAndWhatItStarted() throws {
        let (state, _, process) = try staged(Self.spawnsAndLoops, environment: ["PODBAY_CHECK_TIME_LIMIT": "100"])
        defer { try? FileManager.default.removeItem(at: state) }
        let session = try process.startInteractive(["--width", "200"])
        session.send("open \(Self.exercise.lessonID)\ncheck\n")
        let deadline = Date().addingTimeInterval(120)
        while ContainmentTests.processes(running: "sleep 987656").isEmpty && Date() < deadline { usleep(50_000) }
        #expect(!ContainmentTests.processes(running: "sleep 987656").isEmpty, "the check never ran: \(session.output)")
        let checks = ContainmentTests.children(of: session.processIdentifier).filter(ContainmentTests.isRunningCheck)
        #expect(checks.count == 1)
        kill(session.processIdentifier, SIGTERM)
        #expect(session.exitStatus(seconds: 10) == 128 + SIGTERM)
        #expect(ContainmentTests.noneLeft(running: "sleep 987656"), "what the check started outlived Podbay")
        usleep(200_000)
        let alive = checks.filter { ContainmentTests.isRunningCheck($0) }
        #expect(alive.isEmpty, "the check outlived Podbay")
        for pid in alive { kill(pid, SIGKILL) }
    }
    #endif

    /// Watch mode: with `--watch`, saving the exercise's file checks it by itself, as if `check`
    /// were typed; the line says which save ran it.
    @Test func watchModeChecksTheExerciseAfterASave() throws {
        let (state, path, process) = try staged(Self.doesNotBuild)
        defer { try? FileManager.default.removeItem(at: state) }
        let session = try process.startInteractive(["--width", "200", "--watch"])
        session.send("open \(Self.exercise.lessonID)\nwatch on\n")
        #expect(session.waitFor("watch: on; \(path.deletingLastPathComponent().path) is watched: saving a file there runs 'check'", seconds: 60),
            "\(session.output)")
        usleep(300_000)
        let solution = try String(
            contentsOf: PodbayProcess.packageRoot.appendingPathComponent(Self.exercise.folder + "/Solution/" + Self.fileName),
            encoding: .utf8)
        try Data(solution.utf8).write(to: path)
        #expect(session.waitFor("✓ check 1 passed", seconds: 120), "\(session.output)")
        let output = session.finish()
        // The file saved is named, not the workspace folder it is in.
        #expect(output.contains("watch: \(path.path) was saved: check\n"), "\(output)")
        #expect(output.components(separatedBy: "was saved: check").count == 2, "one burst of writes, one check: \(output)")
    }

    /// Broken file → check → hint points at the error with a caret under its column, and gives the
    /// lesson's first hint → the learner fixes the file → hint is the lesson's next one alone → the
    /// fixed file passes → hint goes on with the lesson's hints.
    @Test func aHintPointsAtTheCompileErrorUntilTheFileIsFixed() throws {
        let (state, path, process) = try staged(Self.doesNotBuild)
        defer { try? FileManager.default.removeItem(at: state) }
        let session = try process.startInteractive(["--width", "200"])
        session.send("open \(Self.exercise.lessonID)\ncheck\nhint\n")
        #expect(session.waitFor("hint 1 of 3", seconds: 120), "\(session.output)")
        let solution = try String(
            contentsOf: PodbayProcess.packageRoot.appendingPathComponent(Self.exercise.folder + "/Solution/" + Self.fileName),
            encoding: .utf8)
        try Data(solution.utf8).write(to: path)
        session.send("hint\ncheck\nhint\n")
        #expect(session.waitFor("hint 3 of 3", seconds: 120), "\(session.output)")
        let output = session.finish()
        #expect(output.contains("""
            check 1: your code did not build; fix it and type 'check' again ('hint' helps).
            hint: your code did not build. The compiler's first error in your file:
              \(path.path):11:40
              error: incorrect argument label in call (have 'mesage:', expected 'message:')
              11 |         banner?.render(BannerRenderable(mesage: "I'm sorry, Dave. I'm afraid I can't do that."))
                 |                                        ^
            hint 1 of 3: Two changes: how the banner is held, and what didTapMainButton() does with it.
            hint 2 of 3: A reference to something you use but do not own is weak: `private weak var banner: BannerRendering?`, and nothing else of yours holds the banner (no closure, no stored `banner.render`).

            """), "\(output)")
        #expect(output.contains("✓ check 2 passed"), "\(output)")
        #expect(output.components(separatedBy: "The compiler's first error").count == 2, "pointed at once, before the fix")
        #expect(output.contains("hint 3 of 3 (last hint): "))
    }

    /// An error in the lesson's check scene (the learner renamed the type it builds) is not
    /// counted as theirs: the check says where it is and that it is not theirs to fix there, and
    /// `hint` has nothing of theirs to point at.
    @Test func anErrorInTheCheckSceneIsNotTheLearners() throws {
        let renamed = Self.trapsOnTap.replacingOccurrences(of: "class PodBayDoorsInteraction:", with: "class PodBayDoorInteraction:")
        let (state, _, process) = try staged(renamed)
        defer { try? FileManager.default.removeItem(at: state) }
        let input = "open \(Self.exercise.lessonID)\ncheck\nhint\n"
        let printed = try process.run(["--width", "240"], stdin: Data(input.utf8), timeout: 120).output
        // Sentences are wrapped at 240 columns: read as one.
        let output = printed.replacingOccurrences(of: "\n", with: " ")
        #expect(output.contains("/Check/InteractionExerciseScene.swift:16:88: error: cannot find 'PodBayDoorsInteraction' in scope "), "\(output)")
        #expect(output.contains("check: the error is in the lesson's check scene, not in your files, so it is not yours to fix there."))
        #expect(!output.contains("error in \(state.path)"), "no error is counted in the learner's folder")
        #expect(!output.contains("The compiler's first error in your file"))
        #expect(output.contains("hint 1 of 3: "))
    }
}
