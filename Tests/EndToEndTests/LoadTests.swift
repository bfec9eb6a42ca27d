import Foundation
import Testing

/// `load` and `reload` on the real binary: the user's Swift compiled into a loaded podbay that
/// answers every command, compile errors that name the user's file, a trap that loses nothing.
/// Builds are shared by every test through one cache folder (each costs about a second).
@Suite struct LoadTests {
    /// In the build folder, so a second run reuses what the first built; the cache keeps itself
    /// within its bound there.
    static let cache = PodbayProcess.packageRoot.appendingPathComponent(".build/load-tests-cache").path
    static let fixtures = "Tests/EndToEndTests/Fixtures/load"

    /// The output with wrapped lines joined again (the REPL wraps at the width, between words).
    static func unwrapped(_ output: String) -> String {
        output.replacingOccurrences(of: "\n", with: " ")
    }

    private func run(_ input: String, arguments: [String] = [], environment extra: [String: String] = [:]) throws
        -> (output: String, status: Int32, state: URL)
    {
        let state = PodbayProcess.unusedFolder("podbay-load")
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": Self.cache].merging(extra) { $1 }
        let outcome = try process.run(["--width", "200"] + arguments, stdin: Data(input.utf8), timeout: 120)
        return (outcome.output, outcome.status, state)
    }

    @Test func theEngineersGarageAnswersEveryCommand() throws {
        let result = try run(
            "screen\ntap start\ntype name x\ngraph --format edges\ninspect Car#1\nalive\ncycles\nwhy Logbook#1\n"
                + "route\ntrace on\nbreak weak-car\nfix\nstep\n", arguments: ["--load", "Examples/Garage.swift"])
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = result.output
        #expect(result.status == 0)
        #expect(output.contains("note: load compiles the Swift code you name and runs it inside Podbay, on this machine, with your rights"))
        #expect(output.contains("loaded Examples/Garage.swift: the scene of roots() at Examples/Garage.swift:49, roots: garage."))
        #expect(output.contains("│ garage: Garage "))
        #expect(output.contains("tap: this screen has no control named 'start' (this scene has no controls)"))
        #expect(output.contains("this screen has no field named 'name' (this scene has no fields)"))
        for edge in [
            "Garage#1 .cars[0] ──strong─▶ Car#1", "Car#1 .garage ──weak─▶ Garage#1",
            "Car#1 .logbook ──strong─▶ Logbook#1", "Logbook#1 .car ──strong─▶ Car#1",
            "Mechanic#1 .garage ──unowned─▶ Garage#1",
        ] {
            #expect(output.contains(edge), "missing edge \(edge)")
        }
        #expect(output.contains(".logbook"))
        #expect(output.contains("cycle 1: Car#1, Logbook#1 hold each other with strong references:"))
        #expect(output.contains("cycle 2: Car#2, Logbook#2 hold each other with strong references:"))
        #expect(output.contains("Logbook#1 is kept alive by:"))
        #expect(output.contains("1 × Mechanic: Mechanic#1"))
        #expect(output.contains("break: this lesson has no rule named 'weak-car' to break (this scene has no rules to break)"))
        #expect(output.contains("nothing is broken in this scene"))
        #expect(output.contains("Examples/Garage.swift is loaded code, not a lesson: it has no steps"))
    }

    @Test func theSceneAuthorsFolderAnswersEveryCommandWithRoutes() throws {
        let result = try run(
            "screen\ntap count\nroute\ntype name x\nbreak strong-interaction\ntap close\ncycles\nalive\n"
                + "why CountdownScreen#2\nfix\ngraph --format edges\ninspect CountdownInteraction#2\n",
            arguments: ["--load", "Examples/SceneAuthor"])
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = result.output
        #expect(result.status == 0)
        #expect(output.contains("the scene of CountdownScene at Examples/SceneAuthor/CountdownScene.swift:7, roots: window."))
        #expect(output.contains("T minus 2"))
        #expect(output.contains("1 user ── tap count ─▶ CountdownScreen#1"))
        #expect(output.contains("2 CountdownScreen#1 ── didTapCount() ─▶ CountdownInteraction#1"))
        #expect(output.contains("3 CountdownInteraction#1 ── render(BannerRenderable) ─▶ BannerView#1"))
        #expect(output.contains("cycle 1: CountdownScreen#2, StrongCountdownInteraction#1 hold each other with strong references:"))
        #expect(output.contains("no root reaches it: these objects are leaked"))
        #expect(output.contains("leaked: CountdownScreen#2 is alive, no root reaches it, and it is held only by the cycle"))
        #expect(output.contains("CountdownInteraction#2 .banner ──weak─▶ BannerView#3"))
        #expect(output.contains("A new countdown screen, wired by the rules."))
    }

    @Test func aCompileErrorNamesTheUsersFileAndTheSceneStays() throws {
        let result = try run(
            "load \(Self.fixtures)/Broken.swift\nscreen\nload Examples/Garage.swift\nload \(Self.fixtures)/Broken.swift\ngraph --depth 1\n",
            arguments: ["--lesson", "0"])
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = result.output
        let error = "\(Self.fixtures)/Broken.swift:4:22: error: cannot convert value of type 'String' to specified type 'Int'"
        // From the podbay the user started, then from the loaded one: the same lines both times.
        #expect(output.components(separatedBy: error).count == 3)
        #expect(output.components(separatedBy: "load: 1 error in \(Self.fixtures)/Broken.swift; nothing was loaded").count == 3)
        #expect(!output.contains("podbay-loaded-glue"))
        #expect(output.contains("Welcome aboard, Dave. Everything you see here is a live Swift object."))
        #expect(output.contains("Garage#1  (root: garage)"))
        #expect(result.status == 0)
    }

    /// Each Round Table role holds a face of the Pipeline that carries its own messages only: a
    /// loaded Core that sends an update and a Joint that sends an event do not build, and the
    /// compiler's sentences, at the user's lines, say whose message each is.
    @Test func aCoreSendingAnUpdateAndAJointSendingAnEventAreCompileErrors() throws {
        let result = try run("load \(Self.fixtures)/CrossedRoles.swift\n")
        defer { try? FileManager.default.removeItem(at: result.state) }
        let file = "\(Self.fixtures)/CrossedRoles.swift"
        let output = Self.unwrapped(result.output)
        #expect(output.contains(
            "\(file):19:19: error: 'notify(update:)' is unavailable: a Core's face of the Pipeline (CorePipelineNotifying) announces events only, with notify(event:); updates are the Presenter's to send"),
            "\(output)")
        #expect(output.contains(
            "\(file):31:19: error: 'notify(event:)' is unavailable: a Joint's face of the Pipeline (JointPipelineNotifying) brings in input only, with notify(input:); events are the Core's to announce"),
            "\(output)")
        #expect(output.contains("load: 2 errors in \(file); nothing was loaded"), "\(output)")
        #expect(result.status == 0)
    }

    /// A Core can still send an update by casting its face back: the route names the Core, the
    /// object whose code sent it, never the Presenter the update's channel belongs to.
    @Test func aCoreThatCastsItsFaceToSendAnUpdateIsNamedAsItsSender() throws {
        let result = try run("tap open\nroute\nscreen\n", arguments: ["--load", "\(Self.fixtures)/CastingCore.swift"])
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = result.output
        #expect(output.contains("1 user ── tap open ─▶ PodView#1"), "\(output)")
        #expect(output.contains("    2.1 ▶ PodCore#1.handleView(intent:)"))
        #expect(output.contains("      3 PodCore#1 ── update .show(\"Sorry, Dave\") ─▶ Pipeline<PodMessages>#1"))
        #expect(!output.contains("PodPresenter#1 ── update"))
        #expect(output.contains("Sorry, Dave"))
        #expect(result.status == 0)
    }

    /// Whoever's code sent a message is its sender, however the code got to run: a closure the
    /// Core attached, its method attached as a reference, a closure the Core attached that captures
    /// only its face of the pipeline (a pipeline carries, never sends: the attacher's code), another
    /// object handed the Presenter's face, a manager's callback it reports. Where the hops alone
    /// cannot say (a manager that reports nothing runs a closure inside another object's hop; the
    /// scene's own code), the call stack says whose code runs: the route never credits the object
    /// whose hop happened to be open, nor the role the channel is for. Where two live objects of
    /// the running code's type could have sent it, the sender is unknown, and the route says why.
    @Test func eachMisbehavingSenderIsNamedAsTheObjectWhoseCodeSent() throws {
        let input = [
            "closure", "method", "face", "several", "attach-face", "go", "ticker-face", "tick", "sceneface", "narrator", "reporting",
            "joint", "direct", "core-ticker", "narrators",
        ]
            .map { "tap \($0)\nroute\n" }.joined()
        let result = try run(input, arguments: ["--load", "\(Self.fixtures)/MisbehavingSenders.swift"])
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = result.output
        #expect(output.contains("5 ParentCore#1 ── update .show(\"the core's closure\") ─▶ Pipeline<ParentMessages>#1"), "\(output)")
        #expect(output.contains("5 ParentCore#1 ── update .show(\"the core's method\") ─▶ Pipeline<ParentMessages>#1"))
        // A closure capturing only a face of the pipeline is the code of the object that attached it.
        #expect(output.contains("2 ParentCore#1 ── attach(_:) ─▶ ChildJoint#1"), "\(output)")
        #expect(output.contains("      5 ChildJoint#1 ── output .done ─▶ parent (attached closure) of ParentCore#1"))
        #expect(output.contains("6 ParentCore#1 ── update .show(\"the core's face closure\") ─▶ Pipeline<ParentMessages>#1"))
        // Two objects of its own captured: the attacher's code too.
        #expect(output.contains("6 ParentCore#1 ── update .show(\"the core's two-capture closure\") ─▶ Pipeline<ParentMessages>#1"))
        // Attached in one action ('attach-face'), run in a later one ('go'): the attacher is remembered.
        #expect(output.contains("""
            1 user ── tap go ─▶ ChildView#1
              2 ChildView#1 ── intent .go ─▶ Pipeline<ChildMessages>#1
                2.1 ▶ ChildCore#1.handleView(intent:)
                2.2 ▶ ChildPresenter#1.handleView(intent:)
                2.3 ▶ ChildJoint#1.handleView(intent:)
                  3 ChildJoint#1 ── output .done ─▶ parent (attached closure) of ParentCore#1
                    4 ParentCore#1 ── update .show("the core's face closure") ─▶ Pipeline<ParentMessages>#1
            """))
        // Handed to a manager that tells who handed it over (no line of its own): the Core's.
        #expect(output.contains("""
            1 user ── tap tick ─▶ ParentView#1
              2 ReportingTicker#1 ── onTick() ─▶ tick listener of ParentCore#1
                3 ParentCore#1 ── update .show("the core's listener") ─▶ Pipeline<ParentMessages>#1
            """))
        // Written and attached by the scene's own code: the scene, as graph and why name it.
        #expect(output.contains("5 SendersScene#1 ── update .show(\"the scene's face closure\")"))
        #expect(!output.contains("Pipeline<ParentMessages>#1 ── update"), "a pipeline carries, it never sends")
        #expect(output.contains("5 Narrator#1 ── update .show(\"the narrator\") ─▶ Pipeline<ParentMessages>#1"))
        // The reported closure captures the Core, but the scene wrote it: the stack says whose code it is.
        #expect(output.contains("2 ReportingTicker#1 ── onTick() ─▶ tick listener of SendersScene#1"))
        #expect(output.contains("3 SendersScene#1 ── update .show(\"the reported closure\") ─▶ Pipeline<ParentMessages>#1"))
        // The scene wrote the closure that calls the Narrator: the scene's closure, the Narrator's message.
        #expect(output.contains("4 ChildJoint#1 ── output .done ─▶ parent (attached closure) of SendersScene#1"))
        #expect(output.contains("3 ParentJoint#1 ── event .heard(\"the joint\") ─▶ Pipeline<ParentMessages>#1"))
        // Sent by the scene's own code, which the tap reached: the route begins with the user.
        #expect(output.contains("""
            1 user ── tap direct ─▶ SendersScene#1
              2 SendersScene#1 ── intent .tap ─▶ Pipeline<ParentMessages>#1
            """))
        // The known false credit of session 11: the View's hop was open, a manager that reports
        // nothing ran the Core's closure. The Core sent it.
        #expect(output.contains("""
            1 user ── tap core-ticker ─▶ ParentView#1
              2 ParentCore#1 ── update .show("the core's unreported listener") ─▶ Pipeline<ParentMessages>#1
            """))
        // Narrator's code, and three Narrators alive: which one is not told, and none is guessed.
        #expect(output.contains("""
            1 user ── tap narrators ─▶ ParentView#1
              2 (sender unknown: ran during ParentView#1's hop, from Narrator's code) ── update .show("the narrator") ─▶ Pipeline<ParentMessages>#1
            """))
        #expect(!output.contains("ParentView#1 ── update"), "the View whose hop was open sent no update")
        #expect(!output.contains("ParentPresenter#1 ── update"), "the update's channel never names its sender")
        #expect(!output.contains("ParentCore#1 ── event"))
        #expect(result.status == 0)
    }

    /// A closure is the code of the type it was written in, read from its function's symbol, not
    /// of what it captures: the Core's closure captures the State, the Joint's the View, and X's
    /// closure capturing X and another object is X's though Y attached it.
    @Test func aClosuresOwnerIsTheObjectWhoseCodeWroteIt() throws {
        let result = try run("tap tick\nroute\ntap count\nroute\n", arguments: ["--load", "\(Self.fixtures)/ClosureWriters.swift"])
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = result.output
        #expect(output.contains("Ticker#1 ── onTick() ─▶ listener 1 of C#1"), "\(output)")
        #expect(output.contains("C#1 ── event .ticked(1) ─▶ Pipeline<M>#1"))
        #expect(output.contains("Ticker#1 ── onTick() ─▶ listener 2 of J#1"))
        #expect(output.contains("J#1 ── input .reset ─▶ Pipeline<M>#1"))
        // Written in X, capturing only X: X's, as before.
        #expect(output.contains("Ticker#1 ── onTick() ─▶ listener 3 of X#1"))
        // Written in X, capturing X and Z, handed to Y who attached it: X's, not its attacher's.
        #expect(output.contains("Ticker#1 ── onTick() ─▶ listener 4 of X#1"))
        // Taking an argument, run through a reabstraction thunk: read through it to the Core's closure.
        #expect(output.contains("Counter#1 ── onCount(_:) ─▶ counter listener of C#1"))
        for wrong in ["of S#1", "of V#1", "of Y#1", "of Z#1"] {
            #expect(!output.contains(wrong), "a closure named after what it captures or who attached it: \(wrong)")
        }
        #expect(result.status == 0)
    }

    /// Managers of the engineer's own that call back stored closures and report nothing: the
    /// route never credits the object whose hop happened to be open (the Core that fired the
    /// clock), nor the run loop, with what another object's closure sent; the call stack names
    /// the object whose code it was.
    @Test func aManagersUnreportedCallbackIsCreditedToTheObjectWhoseCodeRan() throws {
        let input = "tap now\nroute\ntap later\ntap wait\nroute\ntap later\ntap drain\nroute\ntap bell\nroute\n"
        let result = try run(input, arguments: ["--load", "\(Self.fixtures)/DeferredSenders.swift"])
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = result.output
        #expect(output.contains("""
                2.1 ▶ ButtonCore#1.handleView(intent:)
                  3 AlarmCore#1 ── event .rang ─▶ Pipeline<AlarmMessages>#1
            """), "\(output)")
        #expect(output.contains("""
            later ── a timer fired
              1 AlarmCore#1 ── event .rang ─▶ Pipeline<AlarmMessages>#1
            """))
        #expect(output.contains("""
            1 user ── tap drain ─▶ DeferredScene#1
              2 AlarmCore#1 ── event .rang ─▶ Pipeline<AlarmMessages>#1
            """))
        #expect(!output.contains("ButtonCore#1 ── event"), "the Core whose hop was open sent nothing")
        #expect(!output.contains("run loop ── event"))
        #expect(!output.contains("unreported code ── event"))
        // A reported callback whose closure captures two objects: the stack names the Core that wrote it.
        #expect(output.contains("2 Bell#1 ── rang() ─▶ bell listener"))
        #expect(output.contains("3 AlarmCore#1 ── event .rang ─▶ Pipeline<AlarmMessages>#1"))
        #expect(!output.contains("AlarmView#1 ── event"))
        #expect(result.status == 0)
    }

    /// A loaded scene's own calls are named as graph and why name the scene, its class's `Type#n`,
    /// never "lesson"; a call whose words read like a tap is still the scene's, and the user's tap
    /// is said by `HopReporter.user`.
    @Test func aLoadedScenesOwnCallsAreNamedAfterTheScene() throws {
        let result = try run("route\ntap count\nroute\n", arguments: ["--load", "Examples/SceneAuthor"])
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = result.output
        #expect(output.contains("1 CountdownScene#1 ── render(BannerRenderable) ─▶ BannerView#1"), "\(output)")
        #expect(output.contains("1 user ── tap count ─▶ CountdownScreen#1"))
        #expect(!output.contains("lesson ──"))
        #expect(result.status == 0)
    }

    @Test func aFileWithNoSceneOrTwoIsToldWhatWasFound() throws {
        let result = try run("load \(Self.fixtures)/NoScene.swift\nload \(Self.fixtures)/TwoScenes.swift\nload Nowhere.swift\nreload\n")
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = Self.unwrapped(result.output)
        #expect(output.contains(
            "\(Self.fixtures)/NoScene.swift declares no scene (found: class Lamp, struct Bulb): add a top-level `func roots() -> [SceneRoot]`"))
        #expect(output.contains(
            "\(Self.fixtures)/TwoScenes.swift declares 2 scenes and load needs one: roots() at \(Self.fixtures)/TwoScenes.swift:5, morningRoots() at \(Self.fixtures)/TwoScenes.swift:7"))
        #expect(result.output.contains("no file or folder at Nowhere.swift"))
    }

    @Test func noCompilerOrAnotherVersionIsOneSentence() throws {
        let folder = PodbayProcess.unusedFolder("podbay-swiftc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("swiftc")
        try "#!/bin/sh\necho 'Swift version 5.9 (swift-5.9-RELEASE)'\n".write(to: fake, atomically: true, encoding: .utf8)
        chmod(fake.path, 0o755)
        let missing = try run("load Examples/Garage.swift\n", environment: ["PODBAY_SWIFTC": folder.appendingPathComponent("none").path])
        defer { try? FileManager.default.removeItem(at: missing.state) }
        #expect(missing.output.contains("load compiles your code with the Swift compiler that built this Podbay (Swift version "))
        #expect(missing.output.contains("and no swiftc was found"))
        let other = try run("load Examples/Garage.swift\n", environment: ["PODBAY_SWIFTC": fake.path])
        defer { try? FileManager.default.removeItem(at: other.state) }
        #expect(Self.unwrapped(other.output).contains("the swiftc at \(fake.path) is Swift version 5.9 (swift-5.9-RELEASE)"))
    }

    /// The loaded code traps in an action: the podbay the user started says so, opens the scene
    /// that trapped again (built as before, its objects new) and reads on, with the progress saved
    /// and every piped line after the trap run once.
    @Test func aTrapLosesNeitherProgressNorInput() throws {
        let result = try run(
            "open 0\nhelp\nload Examples/Garage.swift\nload \(Self.fixtures)/Trap.swift\nscreen\ntap boom\nscreen\n"
                + "graph --depth 1\nprogress --json\nreload\nscreen\n")
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = result.output
        #expect(result.status == 0)
        #expect(output.contains("a fuse; tap boom"))
        #expect(output.contains("Fatal error: Index out of range"))
        // Named by the code that ran last (the child had loaded Trap.swift after Garage.swift).
        // In one line, the runtime's reason (its place is the standard library's, not the user's file).
        #expect(Self.unwrapped(output).contains("Fatal error: Index out of range, in the code from \(Self.fixtures)/Trap.swift; its objects are gone"),
            "\(output)")
        #expect(!output.contains("stack trace") && !output.contains("PodbayLoaded"), "\(output)")
        #expect(Self.unwrapped(output).contains(
            "Progress and history are saved. The scene from \(Self.fixtures)/Trap.swift opens again, built as before and with new objects (numbered from 1)"),
            "\(output)")
        #expect(!output.contains("You are back in the Podbay you started"), "\(output)")
        // After the trap: the fuse's screen again (not lesson 0's), its objects numbered from 1,
        // lesson 0's goal still met, and `reload` opens the fuse once more.
        let after = output.components(separatedBy: "Fatal error: Index out of range").last ?? ""
        #expect(!after.contains("Welcome aboard, Dave."), "\(after)")
        #expect(after.contains("Fuse#1  (root: fuse)"), "\(after)")
        #expect(after.contains("\"goalsMet\""))
        #expect(after.components(separatedBy: "a fuse; tap boom").count == 3, "\(after)")
        let progress = try String(contentsOf: result.state.appendingPathComponent("state/podbay/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"welcome\""))
    }

    /// A scene that traps in a tap and then again while it opens once more is not opened a third
    /// time: the session is back in the Podbay the user started, and reads on.
    @Test func aSceneThatTrapsAgainWhileReopeningIsOpenedOnce() throws {
        let marker = PodbayProcess.unusedFolder("podbay-relapse")
        defer { try? FileManager.default.removeItem(at: marker) }
        let result = try run(
            "load \(Self.fixtures)/Relapse.swift\ntap arm\nscreen\nhelp quit\n", environment: ["PODBAY_TEST_RELAPSE": marker.path])
        defer { try? FileManager.default.removeItem(at: result.state) }
        let output = Self.unwrapped(result.output)
        #expect(result.status == 0, "\(output)")
        #expect(output.components(separatedBy: "Fatal error: Index out of range, in the code from").count == 3, "\(output)")
        #expect(output.components(separatedBy: "opens again").count == 2, "\(output)")
        #expect(output.contains("You are back in the Podbay you started"), "\(output)")
        #expect(output.contains("no lesson is open"), "\(output)")
        #expect(output.components(separatedBy: "usage: quit").count == 2, "\(output)")
    }

    /// `reload` after an edit shows the new ownership: a strong back reference made weak ends the cycles.
    @Test func reloadAfterAnEditShowsTheNewOwnership() throws {
        let folder = PodbayProcess.unusedFolder("podbay-edit")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Garage.swift")
        let original = try String(contentsOfFile: PodbayProcess.packageRoot.appendingPathComponent("Examples/Garage.swift").path, encoding: .utf8)
        try original.write(to: file, atomically: true, encoding: .utf8)
        let state = PodbayProcess.unusedFolder("podbay-load")
        defer { try? FileManager.default.removeItem(at: state) }
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": Self.cache]
        let session = try process.startInteractive(["--width", "200", "--load", file.path])
        session.send("cycles\n")
        #expect(session.waitFor("cycle 2: Car#2, Logbook#2", seconds: 120))
        try original.replacingOccurrences(of: "    var car: Car?", with: "    weak var car: Car?")
            .write(to: file, atomically: true, encoding: .utf8)
        session.send("reload\ncycles\ngraph --format edges\n")
        let output = session.finish()
        let after = output.components(separatedBy: "cycle 2: Car#2, Logbook#2").last ?? ""
        #expect(after.contains("no retain cycles"))
        #expect(after.contains("Logbook#1 .car ──weak─▶ Car#1"))
    }

    /// A build holds only the user's code (linked against the kit library, Podbay as a shared
    /// library, linked once into the cache), and `podbay cache` says what the cache holds.
    @Test func aBuildIsSmallAndTheCacheSaysItsSize() throws {
        let cache = PodbayProcess.unusedFolder("podbay-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let state = PodbayProcess.unusedFolder("podbay-load")
        defer { try? FileManager.default.removeItem(at: state) }
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": cache.path]
        let loaded = try process.run(["--width", "200", "--load", "Examples/Garage.swift"], stdin: Data("cycles\n".utf8), timeout: 120)
        #expect(loaded.output.contains("cycle 1: Car#1, Logbook#1"), "\(loaded.output)")
        let folder = cache.appendingPathComponent("podbay/loaded")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let builds = names.filter { !$0.hasPrefix("kit-") && $0.contains("-") && !$0.hasPrefix("compiler-") && !$0.hasPrefix("ModuleCache-") }
        #expect(builds.count == 1, "\(names)")
        #expect(names.contains { $0.hasPrefix("kit-") }, "a build-folder podbay links its kit library into the cache: \(names)")
        for build in builds {
            let executable = folder.appendingPathComponent(build + "/podbay").path
            let size = try #require(FileManager.default.contents(atPath: executable)).count
            #expect(size < 2_000_000, "\(build) holds \(size) bytes: more than the user's code")
        }
        let said = try process.run(["cache"], stdin: Data(), timeout: 60)
        #expect(said.output.hasPrefix("cache: "), "\(said.output)")
        #expect(said.output.contains(" in 1 build (bound 200.0 MB, least recently used out first), at \(folder.path)"), "\(said.output)")
        // `cache` at the prompt says the same line (a learner typed it there and got "unknown command").
        let atPrompt = try process.run(["--width", "240"], stdin: Data("cache\n".utf8), timeout: 60)
        #expect(atPrompt.output.contains(said.output), "\(atPrompt.output)")
        // Another file, another build folder: the compiler's module cache is the one it made for
        // the first (every build compiled Glibc's modules again into one more 3 MB folder, once).
        let other = cache.appendingPathComponent("Other.swift")
        try (String(contentsOfFile: "Examples/Garage.swift", encoding: .utf8) + "// another file\n").write(to: other, atomically: true, encoding: .utf8)
        let again = try process.run(["--width", "200", "--load", other.path], stdin: Data("cycles\n".utf8), timeout: 120)
        #expect(again.output.contains("cycle 1: Car#1, Logbook#1"), "\(again.output)")
        let moduleCaches = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("ModuleCache-") }
        #expect(moduleCaches.count == 1, "\(moduleCaches)")
        let modules = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + (moduleCaches.first ?? "none"))
        #expect(modules.filter { $0 != "modules.timestamp" }.count == 1, "one set of C modules for both builds: \(modules)")
        let cleared = try process.run(["cache", "--clear"], stdin: Data(), timeout: 60)
        #expect(cleared.output == "cache: 0.0 MB in 0 builds (bound 200.0 MB, least recently used out first), at \(folder.path)\n")
    }

    /// The examples `help load` and `help reload` show work as written.
    @Test func theHelpExamplesOfLoadAndReloadWork() throws {
        let result = try run("load Examples/Garage.swift\nreload\n")
        defer { try? FileManager.default.removeItem(at: result.state) }
        #expect(result.output.components(separatedBy: "loaded Examples/Garage.swift").count == 3)
        #expect(!result.output.contains("error"))
    }

    /// The inspector's catalogue (Tests/InspectorTests/Catalogue/CatalogueFixtures.swift, the same
    /// file through a link), loaded from source: `graph --format edges` prints what CatalogueTests
    /// expects of the in-process inspector for the same shapes, object numbers continuing from one
    /// shape to the next.
    @Test func theInspectorsCatalogueLoadedFromSourceReadsAsInProcess() throws {
        let shapes = ["Subject#1", "Screen#1", "Page#1", "Forest#1", "ObserverContainer#1", "Editor#1"]
        let result = try run(
            shapes.map { "graph \($0) --format edges\n" }.joined(), arguments: ["--ascii", "--load", "\(Self.fixtures)/Catalogue"])
        defer { try? FileManager.default.removeItem(at: result.state) }
        let edges = result.output.split(separator: "\n").map(String.init).filter { $0.contains("-> ") }
        #expect(edges == [
            "Subject#1 .observers[0].target --weak-> Observer#1",
            "Subject#1 .observers[2].target --weak-> Observer#2",
            "Subject#1 .byName[\"a\"].target --weak-> Observer#1",
            "Subject#1 .byName[\"b\"].target --weak-> Observer#2",
            "Screen#1 ._delegate.storage --weak-> Observer#3",
            "Page#1 .link.owner --unowned-> Observer#4",
            "Forest#1 .tree.node.0.leaf --strong-> Observer#5",
            "Forest#1 .tree.node.1.node.1.leaf --strong-> Observer#6",
            "Forest#1 .pair.first --strong-> Observer#7",
            "Forest#1 .pair.2 --strong-> Observer#8",
            "Forest#1 .nested --strong-> Observer#9",
            "Forest#1 .boxes.target --weak-> Observer#10",
            "Forest#1 .items[1] --strong-> Observer#11",
            "Forest#1 .items[3].target --weak-> Observer#12",
            "ObserverContainer#1 .item --strong-> Observer#13",
            "ObserverContainer#1 .backup --weak-> Observer#14",
            "ObserverContainer#1 .extra --unowned-> Observer#15",
            "Editor#1 .log --strong-> DeinitLog#1",
            "Editor#1 .onSave --strong (capture)-> Editor#1",
        ])
    }

    /// An instructor's lesson folder with its own Swift scene (`scene: ./Scene.swift`): lint builds
    /// the scene and finds no problem, and the lesson plays to its goal and quiz.
    @Test func aLessonFolderWithItsOwnSwiftScenePassesLintAndPlays() throws {
        let folder = "Tests/EndToEndTests/Fixtures/scene-lesson"
        let state = PodbayProcess.unusedFolder("podbay-load")
        defer { try? FileManager.default.removeItem(at: state) }
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": Self.cache]
        let lint = try process.run(["lint", folder], timeout: 120)
        #expect(lint.output == "lint: 1 lesson file, no problems\n")
        #expect(lint.status == 0)
        let result = try run("open lamp\ngraph\nnext\nanswer b\n", arguments: ["--lessons", folder])
        defer { try? FileManager.default.removeItem(at: result.state) }
        #expect(result.output.contains("Lesson 40: A lamp of your own"))
        #expect(result.output.contains("└─ strong   .bulb ─▶ Bulb#1"))
        #expect(result.output.contains("✓ goal met: run 'graph' and Lamp.bulb holds its target strong"))
        #expect(result.output.contains("✓ 1. b is right."))
        let progress = try String(contentsOf: result.state.appendingPathComponent("state/podbay/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"lamp\""))
    }

    /// A lesson with its own Swift scene, written as an instructor might get it wrong: lint builds
    /// the scene, plays its `try:` lines on it and checks every name its goals use, each at its line;
    /// a `number:` a shipped lesson has is a problem at that line too.
    @Test func lintRehearsesALessonWithItsOwnSceneAndChecksItsGoalNames() throws {
        let folder = PodbayProcess.unusedFolder("podbay-scene-lesson")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = PodbayProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/scene-lesson")
        let text = try String(contentsOf: fixture.appendingPathComponent("lamp.md"), encoding: .utf8)
        try text.replacingOccurrences(of: "try: graph\n", with: "try: graph\ntry: break strong-delgate\ntry: tap cyle\n")
            .replacingOccurrences(of: "goal: ran graph and edge Lamp.bulb strong", with: "goal: ran graph and edge Lamp.bulbb strong and alive Lampp and broken nope")
            .replacingOccurrences(of: "number: 40", with: "number: 2")
            .write(to: folder.appendingPathComponent("lamp.md"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Scene.swift"), to: folder.appendingPathComponent("Scene.swift"))
        var process = PodbayProcess(stateFolder: folder.appendingPathComponent("home"))
        process.extraEnvironment = ["XDG_CACHE_HOME": Self.cache]
        let lint = try process.run(["lint", folder.path], timeout: 120)
        let at = folder.path + "/lamp.md"
        #expect(lint.output == """
            \(at):3: number 2 is also the shipped lesson 'interaction' (Interaction); beside the shipped lessons one of the two could not be opened: choose a number no shipped lesson has
            \(at):12: try: break strong-delgate: the scene has no rule 'strong-delgate' (this scene has no rules)
            \(at):13: try: tap cyle: the scene has no control 'cyle' at this point (this scene has no controls)
            \(at):16: goal names field 'Lamp.bulbb', which Lamp does not have (its fields: bulb)
            \(at):16: goal names type 'Lampp', which no object of the scene has while its tries are played (did you mean Lamp?)
            \(at):16: goal names rule 'nope', which the scene does not have (this scene has no rules to break)
            lint: 6 problems in 1 lesson file

            """)
        #expect(lint.status == 1)
    }

    /// A Swift scene that declares no scene, or two, is a problem at the lesson's `scene:` line.
    @Test func aSwiftSceneDeclaringNoSceneOrTwoIsALintProblemAtItsSceneLine() throws {
        let folder = PodbayProcess.unusedFolder("podbay-scene-lesson")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = PodbayProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/scene-lesson")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("lamp.md"), to: folder.appendingPathComponent("lamp.md"))
        let process = PodbayProcess(stateFolder: folder.appendingPathComponent("home"))
        try "final class Lamp {}\n".write(to: folder.appendingPathComponent("Scene.swift"), atomically: true, encoding: .utf8)
        let none = try process.run(["lint", folder.path])
        #expect(none.output.hasPrefix("\(folder.path)/lamp.md:4: scene "), "\(none.output)")
        #expect(none.output.contains("Scene.swift declares no scene (found: class Lamp)"), "\(none.output)")
        let two = "import LessonKit\nfinal class Lamp {}\nfunc roots() -> [SceneRoot] { [] }\nfunc morningRoots() -> [SceneRoot] { [] }\n"
        try two.write(to: folder.appendingPathComponent("Scene.swift"), atomically: true, encoding: .utf8)
        let twice = try process.run(["lint", folder.path])
        #expect(twice.output.hasPrefix("\(folder.path)/lamp.md:4: scene "), "\(twice.output)")
        #expect(twice.output.contains("Scene.swift declares 2 scenes: roots() at "), "\(twice.output)")
    }

    /// A lesson naming a Swift scene that is not there is a lint problem at its `scene:` line.
    @Test func aLessonNamingMissingSwiftIsALintProblem() throws {
        let folder = PodbayProcess.unusedFolder("podbay-scene-lesson")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOfFile: PodbayProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/scene-lesson/lamp.md").path, encoding: .utf8)
        try text.replacingOccurrences(of: "./Scene.swift", with: "./Gone.swift")
            .write(to: folder.appendingPathComponent("lamp.md"), atomically: true, encoding: .utf8)
        let lint = try PodbayProcess(stateFolder: folder).run(["lint", folder.path])
        #expect(lint.output.contains("lamp.md:4: scene './Gone.swift': no Swift file or folder at \(folder.path)/Gone.swift"))
        #expect(lint.status == 1)
    }
}
