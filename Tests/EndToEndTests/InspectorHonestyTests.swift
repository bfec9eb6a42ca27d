import Foundation
import Testing

/// Issue 27 on the real binary: the code a learner or an engineer loads that does not follow the
/// rules (Tests/EndToEndTests/Fixtures/load/Adversarial), and what Podbay prints about it.
@Suite struct InspectorHonestyTests {
    static let fixtures = "Tests/EndToEndTests/Fixtures/load/Adversarial"

    private func run(
        _ file: String, _ input: String, width: Int = 200, environment extra: [String: String] = [:]
    ) throws -> String {
        let state = PodbayProcess.unusedFolder("podbay-honesty")
        defer { try? FileManager.default.removeItem(at: state) }
        var process = PodbayProcess(stateFolder: state)
        process.extraEnvironment = ["XDG_CACHE_HOME": LoadTests.cache].merging(extra) { $1 }
        let outcome = try process.run(
            ["--width", String(width), "--load", "\(Self.fixtures)/\(file)"], stdin: Data(input.utf8), timeout: 120)
        #expect(outcome.status == 0, "\(outcome.output)")
        return outcome.output
    }

    private func lines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init)
    }

    /// A closure whose only capture is an Array: its elements, each with its own ownership; the
    /// array's storage is no object of the scene's; a cycle through such a capture is found.
    @Test func anArrayCapturedAloneShowsItsElements() throws {
        let output = try run("Captures.swift", "graph --format edges\nalive\ncycles\nwhy Panel#4\n")
        for edge in [
            "Screen#1 .refreshAll[0] ──strong (capture)─▶ Panel#2", "Screen#1 .refreshAll[1] ──strong (capture)─▶ Panel#3",
            "Screen#1 .watchers[0].panel ──weak (capture)─▶ Panel#1", "Screen#1 .watchers[1].panel ──weak (capture)─▶ Panel#2",
            "Screen#1 .loop[0] ──strong (capture)─▶ Panel#4", "Panel#4 .screen ──strong─▶ Screen#1",
            "Screen#1 .lookup[\"spare\"] ──strong (capture)─▶ Panel#5",
        ] {
            #expect(output.contains(edge), "missing \(edge)")
        }
        #expect(!output.contains("Storage"), "the array's storage is listed as an object")
        #expect(output.contains("alive: 6 objects Podbay has seen"))
        #expect(!output.contains("RootsScene"))
        #expect(output.contains("cycle 1: Screen#1, Panel#4 hold each other with strong references:"))
        #expect(output.contains("  (root: screen) Screen#1 .loop[0] ──strong (capture)─▶ Panel#4"))
    }

    @Test func wordsSayWhatIsKnown() throws {
        let output = try run("Words.swift", "graph\ncycles\nwhy Bulb#1\nwhy Lamp#1\ninspect Lamp#1\nalive\n")
        // The stranger is alive (a global holds it): Podbay has not seen it, and says no more.
        #expect(output.contains("unowned(unsafe) .stranger ─▶ <address of no object Podbay has seen>"))
        #expect(!output.contains("no live object"))
        #expect(output.contains("cycle 1: Lamp#1 holds itself with a strong reference:"))
        #expect(!output.contains("hold each other"))
        #expect(output.contains("strong   .format (lazy) ─▶ Formatter#1"))
        #expect(!output.contains("lazy_storage"))
        #expect(output.contains("[ObjectIdentifier(Switch#1): \"first\", ObjectIdentifier(Switch#2): \"second\"]"))
        #expect(!output.contains("0x"), "an address was printed")
        // Every strong holder once, the closure's capture included; the scene's own object never.
        #expect(lines(output).drop { $0 != "Bulb#1 is kept alive by:" }.prefix(3) == [
            "Bulb#1 is kept alive by:",
            "  (root: lamp) Lamp#1 .switches[0] ──strong─▶ Switch#1 .onFlip ──strong (capture)─▶ Bulb#1",
            "  (root: lamp) Lamp#1 .switches[0] ──strong─▶ Switch#1 .onFlip ──strong (capture)─▶ Socket#1 .bulb ──strong─▶ Bulb#1",
        ])
        #expect(output.contains("  Lamp#1 .myself ──strong─▶ Lamp#1 (itself)"))
        #expect(!output.contains("RootsScene") && !output.contains("lesson scene"))
    }

    /// The lesson's own scene object keeps things alive (a window, a Trunk, a banner) and is said
    /// to, as `the lesson`, a root called `lesson`: never by Podbay's class for it, and never
    /// listed among the scene's objects. Every object of every lesson, in one process.
    /// What lesson 2's break leaked is still alive in lesson 3: `alive` names it as lesson 2 did,
    /// and `why` answers for it, with its cycle, instead of finding nothing.
    @Test func whyFindsWhatAnEarlierLessonLeaked() throws {
        let state = PodbayProcess.unusedFolder("podbay-honesty")
        defer { try? FileManager.default.removeItem(at: state) }
        let input = "open 2\nbreak strong-banner\ntap close\nopen 3\nalive\nwhy interaction:HAL9000ViewController#2\nwhy interaction:BannerView#2\nwhy BannerView#2\ninspect interaction:BannerView#2\n"
        let outcome = try PodbayProcess(stateFolder: state).run(["--width", "200"], stdin: Data(input.utf8), timeout: 120)
        let output = outcome.output.replacingOccurrences(of: "\n", with: " ")
        #expect(output.contains(
            "(not counted here: 9 objects that earlier lessons leaked, still alive: interaction:LabelView#2 interaction:ButtonView#3 interaction:ShipStatusPanel#2"), "\(output)")
        #expect(output.contains("interaction:HAL9000ViewController#2 is the HAL9000ViewController#2 that lesson 'interaction' leaked:"))
        #expect(output.contains(
            "leaked: interaction:HAL9000ViewController#2 is alive, no root reaches it, and it is held only by the cycle interaction:HAL9000ViewController#2 ─▶ interaction:StrongBannerPodBayDoorsInteraction#1 ─▶ interaction:HAL9000ViewController#2"))
        #expect(output.contains(
            "leaked: interaction:BannerView#2 is alive and no root reaches it: interaction:HAL9000ViewController#2 .bannerView ──strong─▶ interaction:BannerView#2"))
        // Lesson 3's own BannerView#2, if any, is another object: the leaked one is never called by this lesson's name.
        #expect(!output.contains("leaked: BannerView#2"))
        // Alive, so never "no live object named …": only `why` reads an earlier lesson's objects.
        #expect(output.contains(
            "interaction:BannerView#2 is alive, leaked by an earlier lesson: only 'why interaction:BannerView#2' reads it; the others read the open lesson's objects"))
        #expect(!output.contains("no live object named 'interaction:"))
        #expect(outcome.status == 0)
    }

    @Test func theLessonsOwnObjectIsNamedForWhatItStandsForOnEveryLesson() throws {
        let lessons = 0...8
        let state = PodbayProcess.unusedFolder("podbay-honesty")
        defer { try? FileManager.default.removeItem(at: state) }
        let first = try PodbayProcess(stateFolder: state).run(
            ["--width", "200"], stdin: Data(lessons.map { "open \($0)\nalive\n" }.joined().utf8), timeout: 120)
        // "  2 × ButtonView: ButtonView#1 ButtonView#2", per lesson in the order opened.
        var names: [[String]] = []
        for line in lines(first.output) {
            if line.hasPrefix("alive: ") { names.append([]) }
            if line.hasPrefix("  "), line.contains(" × "), let colon = line.firstIndex(of: ":") {
                names[names.count - 1] += line[line.index(after: colon)...].split(separator: " ").map(String.init)
            }
        }
        #expect(names.count == lessons.count && names.allSatisfy { !$0.isEmpty }, "\(first.output)")
        let input = zip(lessons, names).map { lesson, objects in
            "open \(lesson)\nalive\ngraph\ncycles\n" + objects.map { "why \($0)\n" }.joined()
        }.joined()
        let outcome = try PodbayProcess(stateFolder: state).run(["--width", "200"], stdin: Data(input.utf8), timeout: 300)
        let output = outcome.output
        #expect(outcome.status == 0)
        #expect(output.firstMatch(of: /[A-Za-z]+Scene#[0-9]/) == nil, "a lesson's scene class is named")
        #expect(!output.contains("lesson scene"))
        let census = lines(output).filter { $0.contains(" × ") || $0.hasPrefix("last action ") }
        #expect(!census.isEmpty && census.allSatisfy { !$0.contains("the lesson") }, "alive lists the lesson's own object")
        #expect(output.components(separatedBy: " is kept alive by:").count - 1 == names.joined().count, "a why went unanswered")
        #expect(output.contains("  (root: lesson) the lesson .banner ──strong─▶ BannerView#1"), "lesson 0's banner")
        #expect(output.contains("  (root: lesson) the lesson .app ──strong─▶ AppWindow#1"), "lessons 5 to 8's app")
        // One shape wherever it shows: a root called lesson, never drawn as if nothing held it.
        #expect(output.contains("(capture) ─▶ the lesson  (see below)"), "lesson 5's graph")
        #expect(output.contains("\nthe lesson  (root: lesson)\n└─ strong   .app ─▶ AppWindow#1"), "lesson 5's graph")
        #expect(!output.contains("the lesson  (nothing in the graph holds it strongly"))
        #expect(names.joined().allSatisfy { !$0.contains("Scene") })
    }

    /// What the issue's list of misbehaving shapes prints, re-tried as an engineer would: an
    /// unowned(unsafe) word is followed by address and says so, an object held by a global is
    /// said to be held from outside, a self-loop of two fields counts them.
    @Test func anEngineersShapesPrintWhatIsKnown() throws {
        let output = try run("Engineer.swift", "graph\ninspect Holder#1\ncycles\nwhy Node#5\nalive\n", width: 240)
        #expect(output.contains("unowned(unsafe) .unsafeToLive ─▶ Node#3  (by address: unowned(unsafe) cannot tell a freed object)"), "\(output)")
        #expect(output.contains("unowned(unsafe) .unsafeToGlobal ─▶ <address of no object Podbay has seen>"))
        // The freed object's address may be reused by one of the scene's: named so only with the caveat.
        for line in lines(output) where line.contains(".unsafeToFreed ─▶ Node#") {
            #expect(line.contains("(by address: unowned(unsafe) cannot tell a freed object)"))
        }
        #expect(output.contains("      (by address: unowned(unsafe) cannot tell a freed object)"), "inspect's note")
        #expect(output.contains("cycle 1: Holder#1 holds itself with 2 strong references:"))
        #expect(output.contains("Node#5 is alive but no root reaches it: held from outside the graph"))
        #expect(output.contains("— a global or local variable, or a closure's capture the inspector cannot see"))
        for edge in [
            "strong   .onlyArray[0] (capture) ─▶ Node#1", "weak     .weakBoxes[1].node (capture) ─▶ Node#3  (owned by Holder#1)",
            "strong   .contiguous[0] (capture) ─▶ Node#3", "strong   .capturedVar (capture) ─▶ Node#4",
            "strong   .byIdentifier[ObjectIdentifier(Node#2)] ─▶ Node#2  (see above)",
            "strong   .describe (lazy) (capture) ─▶ Holder#1  (see above)", "strong   .methodRef (capture) ─▶ Holder#1  (see above)",
        ] {
            #expect(output.contains(edge), "missing \(edge)")
        }
        #expect(output.firstMatch(of: /0x[0-9a-f]{6,}/) == nil, "an address was printed")
        #expect(!output.contains("Storage"))
    }

    /// Lesson 8 step 4's own shape: an object met first through a weak reference is drawn under
    /// its owner; only one nothing holds strongly is drawn under the weak one, which says so.
    @Test func aWeakReferenceNeverShowsWhatAnotherOwns() throws {
        let output = try run("WeakFirst.swift", "graph\n")
        #expect(lines(output).drop { !$0.hasPrefix("Host#1") }.prefix(8) == [
            "Host#1  (root: host)",
            "├─ strong   .manager ─▶ Manager#1",
            "│  ├─ weak     .callback (capture) ─▶ Module#1  (owned by Host#1)",
            "│  └─ weak     .current ─▶ Module#1  (owned by Host#1)",
            "├─ strong   .presented ─▶ Module#1",
            "│  └─ strong   .view ─▶ View#1",
            "│     └─ weak     .module ─▶ Module#1  (owned by Host#1)",
            "└─ weak     .visitor ─▶ Orphan#1  (nothing in the graph holds it strongly: drawn here)",
        ])
    }

    /// A tree with parent pointers, a linked list of 1,000 nodes, a graph of vertices in a Set.
    @Test func bigStructuresReadAsAPersonWould() throws {
        let output = try run(
            "Structures.swift", "cycles\ngraph\ninspect TreeNode<Int, Song>#5\nwhy TreeNode<Int,Song>#5\ngraph treenode<int, song>#900 --depth 1\n")
        #expect(output.contains("cycle 1: 900 objects hold each other with 1798 strong references, closed by those back to an object found before their holder:"))
        #expect(output.contains("  TreeNode<Int, Song> .parent ──strong─▶ TreeNode<Int, Song>: 899 references"))
        #expect(output.contains("  and through TreeNode<Int, Song> .left ──strong─▶ TreeNode<Int, Song>: 450 references"))
        #expect(output.contains("  900 objects: 900 × TreeNode<Int, Song>; 'cycles --all' lists every reference"))
        #expect(output.contains("  ListNode .previous ──strong─▶ ListNode: 999 references"))
        #expect(lines(output).count < 2_200, "the tree and the list are folded or grouped")
        #expect(output.contains("─ … 996 more ListNode .next ─▶ ListNode#1000  ('graph --all' draws them)"))
        #expect(output.contains("strong   .previous ─▶ ListNode#999  (in the folded chain)"))
        #expect(output.contains("TreeNode<Int, Song>#5  (retain count"))
        #expect(output.contains("TreeNode<Int, Song>#5 is kept alive by:"))
        #expect(output.contains("TreeNode<Int, Song>#900  (root: asked)"))
        #expect(!output.contains("too many arguments"))
        let all = try run("Structures.swift", "cycles --all\ngraph --all\n")
        #expect(all.contains("TreeNode<Int, Song>#2 .parent ──strong─▶ TreeNode<Int, Song>#1"))
        #expect(all.contains("strong   .next ─▶ ListNode#1000"))
    }

    /// Vertices met first in a Set: numbered by content, the same whatever the process's hash seed.
    @Test func membersOfASetAreNumberedTheSameInEveryProcess() throws {
        let input = "graph --format edges\ninspect Vertex#1\n"
        let seeded = try run("Structures.swift", input, environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
        let random = try run("Structures.swift", input, environment: ["SWIFT_DETERMINISTIC_HASHING": ""])
        let again = try run("Structures.swift", input)
        // What the loader says before the scene (a build, or none) is not compared.
        func vertices(_ output: String) -> [String] { lines(output).filter { $0.contains("Vertex") } }
        #expect(vertices(seeded).count > 20)
        #expect(vertices(seeded) == vertices(random) && vertices(random) == vertices(again))
        #expect(lines(seeded).contains { $0.hasPrefix("  .identifier") && $0.hasSuffix("\"A\"") }, "Vertex#1 is A, the first by content")
    }

    /// Tab completes a generic name as one word, which is accepted as completed.
    @Test func aCompletedGenericNameIsAccepted() throws {
        let output = try run("Structures.swift", "inspect TreeNode<Int,Song>#1\nwhy TreeNode<Int, Song>#1\n")
        #expect(output.contains("TreeNode<Int, Song>#1  (retain count"))
        #expect(output.contains("TreeNode<Int, Song>#1 is kept alive by:"))
    }

    /// `inspect` fits the width: no line past it, values cut only at a word, said once.
    @Test func inspectFitsTheWidth() throws {
        let output = try run("Words.swift", "inspect Lamp#1\n", width: 60)
        let table = lines(output).drop { !$0.hasPrefix("  .stranger") }
        #expect(!table.isEmpty)
        #expect(table.allSatisfy { $0.count <= 60 }, "\(Array(table))")
        #expect(table.filter { $0.contains("cut at a word") }.count <= 1)
        #expect(table.contains("  .switches Array<Switch> strong          [0] ─▶ Switch#1"), "\(Array(table))")
        // A value too long for one line goes on at a word on the next.
        #expect(table.contains("    [ObjectIdentifier(Switch#1): \"first\","), "\(Array(table))")
        #expect(table.contains("    ObjectIdentifier(Switch#2): \"second\"]"), "\(Array(table))")
    }

    /// Lesson 8 step 4, reached by its steps' `try:` lines: no object is expanded under a weak,
    /// unowned or weak-capture reference unless the line says nothing holds it strongly; the Login
    /// module hangs from `.presented`, its owner.
    @Test func lessonEightStepFourExpandsNothingUnderAWeakReference() throws {
        let state = PodbayProcess.unusedFolder("podbay-honesty")
        defer { try? FileManager.default.removeItem(at: state) }
        let input = "open 8\nroute\ngraph\nnext\nroute\ntap phone\nnext\nroute\ninspect LoginState#2\nnext\ngraph\n"
        let outcome = try PodbayProcess(stateFolder: state).run(["--width", "240"], stdin: Data(input.utf8), timeout: 120)
        let tree = lines(outcome.output).drop { !$0.hasPrefix("── Step 4 of ") }.drop { !$0.hasPrefix("TextWindow#1") }
            .prefix { !$0.hasPrefix("✓") }
        #expect(tree.count > 40)
        #expect(tree.contains { $0.hasSuffix("strong   .presented ─▶ LoginView#2") })
        /// The column a line's branch starts at: deeper lines start further right.
        func column(_ line: String) -> Int? {
            line.range(of: "├─ ").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
                ?? line.range(of: "└─ ").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        }
        let rows = Array(tree)
        for (index, row) in rows.enumerated() where row.contains("─ weak ") || row.contains("─ unowned ") {
            guard index + 1 < rows.count, let here = column(row), let next = column(rows[index + 1]), next > here else { continue }
            #expect(row.contains("(nothing in the graph holds it strongly: drawn here)"), "expanded under a weak reference: \(row)")
        }
    }

    /// Session 12's playthrough: a closure kept in a generic `Observable<Value>` is read through the
    /// thunk that wraps it (the MVVM binding cycle is found), one made in generic code capturing a
    /// value of the generic parameter's type too; one whose captures truly cannot be read (a
    /// `Relay<Value>` captured in generic code) is said by `cycles` and `why`, never
    /// a bare "no retain cycles"; Dictionary keys are references (a weak key stays weak); a Set of
    /// structs names its members without a module; a depth cut is said as one; every listener in
    /// an array is listed by `inspect`, those that lead to no object too.
    @Test func whatCodePodbayDidNotWriteKeepsIsRead() throws {
        let input = "graph --format edges\ncycles\nwhy Beacon#1\nwhy Tag#1\ninspect Screen#1\ngraph Screen#1 --depth 1\nalive\ninspect Relay<Int>#1\n"
        let output = try run("Keepers.swift", input)
        for line in [
            "Observable<String>#1 .observers[0] ──strong (capture)─▶ ProfileViewModel#1",
            "cycle 1: ProfileViewModel#1, Observable<String>#1 hold each other with strong references:",
            "Relay<Beacon>#1 .sinks[0] ──strong (capture)─▶ Beacon#1", "  Relay<Beacon>#1 .sinks[0] ──strong (capture)─▶ Beacon#1",
            "Relay<Int>#1 .sinks[0] ──strong─▶ closure (captures not visible)",
            "and 1 closure's captures could not be read (Relay<Int>#1 .sinks[0], 'inspect' says why): a cycle through them would not be seen",
            "  (1 closure's captures could not be read (Relay<Int>#1 .sinks[0], 'inspect' says why): one of them may hold Beacon#1 too)",
            "Feed#1 .postsByTag[key Tag#1] ──strong─▶ Tag#1", "Feed#1 .postsByTag[Tag#1] ──strong─▶ Post#1",
            "Feed#1 .slots[key held(Pair(target: Door#1))].held.target ──strong─▶ Door#1",
            "Feed#1 .glances[key WeakKey(target: Door#1)].target ──weak─▶ Door#1",
            "  (root: feed) Feed#1 .postsByTag[key Tag#1] ──strong─▶ Tag#1",
            "Gallery#1 .selected{Selection(photo: Photo#1)}.photo ──strong─▶ Photo#1",
            "Gallery#1 .selected{Selection(photo: Photo#6)}.photo ──strong─▶ Photo#6",
            "  1 × Door: Door#1", "  1 × Tag: Tag#1",
            "├─ strong   .onTap (capture) ─▶ Client#1  (its references not drawn: --depth 1)",
            "      (a closure made in generic code: the type of its capture 2 is built from a generic parameter, which Podbay cannot resolve)",
        ] {
            #expect(output.contains(line), "missing \(line)")
        }
        let listeners = lines(output).filter { $0.hasPrefix("  .listeners") }
        #expect(listeners.count == 5, "\(listeners)")
        for (index, ending) in [
            "[0] closure, captures nothing", "[1] closure, captures no live object now: its weak capture is nil",
            "[2] ─▶ Client#1", "[3] closure, captures no object", "[4] ─▶ Client#1",
        ].enumerated() where index < listeners.count {
            #expect(listeners[index].hasSuffix(ending), "\(listeners[index])")
        }
        #expect(!output.contains("no retain cycles"))
        #expect(!output.contains("PodbayLoaded") && !output.contains("folded chain"))
    }

    /// Photos met first in a Set of structs: numbered by content (the one featured first is #1),
    /// the same whatever the process's hash seed (six members: one order in 720 by chance).
    @Test func membersOfASetOfStructsAreNumberedTheSameInEveryProcess() throws {
        let input = "graph --format edges\ninspect Photo#1\ninspect Photo#2\n"
        let first = try run("Keepers.swift", input, environment: ["SWIFT_DETERMINISTIC_HASHING": ""])
        let second = try run("Keepers.swift", input, environment: ["SWIFT_DETERMINISTIC_HASHING": ""])
        func photos(_ output: String) -> [String] { lines(output).filter { $0.contains("Photo") || $0.hasPrefix("  .id") } }
        #expect(photos(first).count > 8)
        #expect(photos(first) == photos(second))
        #expect(photos(first).filter { $0.hasPrefix("  .id") }.map { $0.split(separator: " ").last } == ["5", "1"])
    }
}
