import LessonFormat
import LessonKit
import Lessons
import Progress
import SuperSimple
import Testing
import Tutor

/// Two objects that hold each other: what `break leak` leaves behind.
private final class Leaky {
    var partner: Leaky?
}

/// A scene built from the Round Table example modules: the task list in a window, with a rule
/// that can be broken by leaking a cycle.
private final class TaskScene: LessonScene {
    let window: TextWindow
    let controller: TextNavigationController
    /// What `break leak` builds; `fix` lets go of it, and the pair keeps itself alive.
    private var leaking: Leaky?

    init() {
        let trunk = AppTrunk(authManager: AuthManager(), taskManager: TaskManager(titles: ["Fix the AE-35 unit"]),
                             formatting: FormattingProvider())
        controller = TextNavigationController(root: TaskListModuleAssembly(trunk: trunk).view)
        window = TextWindow(root: controller)
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window), SceneRoot(label: "scene", object: self)] }
    var controls: [String] { controller.visible?.controls ?? [] }
    var fields: [String] { controller.visible?.fields ?? [] }
    var breakableRules: [String] { ["leak"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        deliver(.tap(control: control))
    }

    func type(_ text: String, into field: String) -> SceneReply {
        deliver(.type(field: field, text: text))
    }

    func breakRule(_ rule: String) -> SceneReply {
        let first = Leaky()
        first.partner = Leaky()
        first.partner?.partner = first
        leaking = first
        return .delivered(["two objects now hold each other; 'fix' lets go of them"])
    }

    func fix() -> SceneReply {
        leaking = nil
        return .delivered([])
    }

    private func deliver(_ event: UserEvent) -> SceneReply {
        guard let screen = controller.visible else { return .refused("nothing is on screen") }
        switch UserEvents.deliver(event, to: screen) {
        case .delivered: return .delivered([])
        case .refused(let reason): return .refused(reason)
        }
    }
}

@Suite struct InspectorCommandsTests {
    private func run(_ lines: [String]) -> String {
        let lesson = LessonText(
            id: "tasks", number: 1, title: "Tasks", summary: "A test scene.", introduction: [], sceneID: "tasks",
            steps: [LessonStep(title: "Look", prose: ["Look."], tries: [], hints: ["h"],
                               goal: GoalExpression(conditions: [.ran("graph")]), line: 1)],
            quiz: [], file: "tasks.md")
        let sink = StringSink()
        let configuration = ReplConfiguration(
            table: .podbay, catalog: LessonCatalog(lessons: [lesson], broken: []),
            scenes: SceneCatalog(builders: [SceneBuilder(sceneID: "tasks") { TaskScene() }]),
            progress: ProgressStore(file: nil), sink: sink, style: TerminalStyle(color: false, ascii: true, width: 240))
        let screen = ReplScreenAssembler(configuration: configuration).assemble()
        for line in ["open tasks"] + lines {
            sink.write("> \(line)\n")
            _ = screen.didEnter(line: line)
        }
        return sink.text
    }

    @Test func theRouteOfATapCrossesFromTheViewThroughThePipelineToTheChildModule() {
        let output = run(["tap add", "route"])
        #expect(output.contains("1 user -- tap add -> TaskListView#1"))
        #expect(output.contains("  2 TaskListView#1 -- intent .addTap -> Pipeline<TaskListMessages>#1"))
        #expect(output.contains("    2.1 > TaskListCore#1.handleView(intent:)"))
        #expect(output.contains("    2.3 > TaskListJoint#1.handleView(intent:)"))
        #expect(output.contains("TaskListJoint#1 -- present(TaskEditView) -> TextNavigationController#1"))
    }

    @Test func theGraphShowsOwnershipFromTheRuntime() {
        let output = run(["graph --format edges"])
        #expect(output.contains("TextWindow#1 .root --strong-> TextNavigationController#1"))
        #expect(output.contains("TaskListView#1 .pipeline --strong-> Pipeline<TaskListMessages>#1"))
        #expect(output.contains("Pipeline<TaskListMessages>#1 .view --weak-> TaskListView#1"))
        #expect(output.contains("TaskListCore#1 .pipeline --weak-> Pipeline<TaskListMessages>#1"))
        #expect(output.contains("TaskListJoint#1 .outlet --strong-> JointOutlet<TaskListMessages.JointOutput>#1"))
    }

    @Test func dismissingAChildModuleFreesEveryPartAndAliveSaysSo() {
        let output = run(["tap add", "tap cancel", "alive"])
        #expect(output.contains("freed: TaskEditCore#1"))
        for part in ["Pipeline<TaskEditMessages>#1", "TaskEditCore#1", "TaskEditPresenter#1", "TaskEditJoint#1", "TaskEditState#1"] {
            #expect(output.contains(part), "\(part) should be listed as freed")
        }
        #expect(output.contains("last action freed: TaskEditCore#1 TaskEditPresenter#1"))
    }

    @Test func aLeakedCycleIsFoundAndWhyExplainsIt() {
        let output = run(["break leak", "fix", "alive", "cycles", "why Leaky#1"])
        #expect(!output.contains("freed: Leaky"), "a cycle keeps itself alive")
        #expect(output.contains("1 x Leaky: Leaky#1") == false && output.contains("2 x Leaky: Leaky#1 Leaky#2"))
        #expect(output.contains("cycle 1: Leaky#1, Leaky#2 hold each other with strong references:"))
        #expect(output.contains("  Leaky#1 .partner --strong-> Leaky#2"))
        #expect(output.contains("no root reaches it: these objects are leaked"))
        #expect(output.contains("leaked: Leaky#1 is alive, no root reaches it, and it is held only by the cycle Leaky#1 -> Leaky#2 -> Leaky#1"))
    }

    @Test func traceOnPrintsTheRouteAfterEveryAction() {
        let output = run(["trace on", "type done 1"])
        #expect(output.contains("1 user -- type done \"1\" -> TaskListView#1"))
        #expect(output.contains("TaskListCore#1 -- event .tasksChanged -> Pipeline<TaskListMessages>#1"))
    }

    @Test func whyOnALiveObjectGivesTheChainFromTheWindow() {
        let output = run(["graph", "why TaskListState#1"])
        #expect(output.contains("TaskListState#1 is kept alive by:"))
        #expect(output.contains("(root: window) TextWindow#1 .root --strong-> TextNavigationController#1 .stack[0] --strong-> TaskListView#1 .pipeline --strong-> Pipeline<TaskListMessages>#1 .core --strong-> TaskListCore#1 .state --strong-> TaskListState#1"))
    }
}
