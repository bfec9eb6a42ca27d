import LessonFormat
import LessonKit
import SuperSimple
import Testing
import Tutor

/// Tells an owner of every change; the closure is what keeps what it captures.
private final class ChangeListener {
    var callback: (() -> Void)?
}

/// Holds its listener strongly; a listener whose closure captures the owner closes a cycle.
private final class ListeningOwner {
    let listener = ChangeListener()
}

/// Built by `PartAssembler`, for a route with an initializer in it.
private final class Part {}

/// A stand-in assembler: a struct, reported by type.
private struct PartAssembler {
    func assemble() -> Part {
        HopReporter.assemble(by: Self.self) { HopReporter.initialize { Part() } }
    }
}

/// `tap capture` makes an owner whose listener captures it strongly (a cycle through a closure);
/// `tap build` runs an assembler that calls an initializer; `tap quiet` does nothing.
private final class GoalConditionScene: LessonScene {
    private var owner: ListeningOwner?
    private var part: Part?

    var roots: [SceneRoot] { [SceneRoot(label: "scene", object: self)] }
    var controls: [String] { ["capture", "build", "quiet"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] { [] }

    func tap(_ control: String) -> SceneReply {
        switch control {
        case "capture":
            let owner = ListeningOwner()
            owner.listener.callback = { _ = owner }
            self.owner = owner
        case "build":
            part = PartAssembler().assemble()
        default:
            break
        }
        return .delivered([])
    }
}

/// `no cycles` and `route lacks`, checked on a real scene and explained when they fail.
@Suite struct GoalConditionTests {
    private func verdict(
        after tap: String, goal text: String = #"no cycles and route lacks "PartAssembler -- init -> Part""#
    ) throws -> ExerciseVerdict {
        let goal = try GoalExpression.parse(text, commands: .podbay).get()
        let step = LessonStep(title: "Check", prose: ["Check."], tries: ["tap " + tap], hints: ["h"], goal: goal, line: 1)
        let lesson = LessonText(
            id: "goals", number: 1, title: "Goals", summary: "A test scene.", introduction: [], sceneID: "goals",
            steps: [step], quiz: [], file: "goals.md")
        return ExerciseCheckRun(inspector: InspectorSession())
            .verdict(lesson: lesson, stepIndex: 0, scene: SceneBuilder(sceneID: "goals") { GoalConditionScene() })
    }

    @Test func bothHoldWhenNoCycleIsAliveAndTheRouteHasNoSuchLine() throws {
        let verdict = try verdict(after: "quiet")
        #expect(verdict.passed, "\(verdict.failures)")
    }

    @Test func aCycleThroughAClosureIsNamedWithTheCaptureThatClosesIt() throws {
        let verdict = try verdict(after: "capture")
        #expect(!verdict.passed)
        #expect(verdict.failures == [
            "a retain cycle is alive: ChangeListener#1, ListeningOwner#1 (ChangeListener#1 .callback holds ListeningOwner#1 through a closure's capture, and ListeningOwner#1 .listener holds ChangeListener#1 strongly); the rule asks that none is",
        ])
    }

    @Test func aRouteLineTheGoalForbidsIsQuoted() throws {
        let verdict = try verdict(after: "build")
        #expect(!verdict.passed)
        #expect(verdict.failures == [
            #"the route of the last action has "PartAssembler -- init -> Part#1" at step 3 (after 'tap build'; its route is below); the rule asks for no "PartAssembler -- init -> Part""#,
        ])
    }

    /// An order goal says where it first fails: the text missing, or found only out of order.
    @Test func anOrderGoalNamesTheFirstTextMissingOrOutOfOrder() throws {
        let missing = try verdict(after: "build", goal: #"route order "assemble() -> PartAssembler" then "init -> Tail""#)
        #expect(missing.failures == [
            #"the route of the last action has "assemble() -> PartAssembler", but no "init -> Tail" after it (after 'tap build'; its route is below)"#,
        ])
        let swapped = try verdict(after: "build", goal: #"route order "init -> Part" then "assemble() -> PartAssembler""#)
        #expect(swapped.failures == [
            #"the route of the last action has "init -> Part", but "assemble() -> PartAssembler" only before it, not after: the order is wrong (after 'tap build'; its route is below)"#,
        ])
        let none = try verdict(after: "quiet", goal: #"route order "assemble() -> PartAssembler" then "init -> Part""#)
        // A tap the scene's code handled without a hop is still the user's: its route is that line.
        #expect(none.failures == [#"the route of the last action has no "assemble() -> PartAssembler" (after 'tap quiet'; its route is below)"#])
    }
}
