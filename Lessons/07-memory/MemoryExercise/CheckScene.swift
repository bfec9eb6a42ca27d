// Lesson 7's exercise: the scene `check` builds with your TaskListCore. Shipped with the lesson;
// your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// The Trunk's task manager: lives as long as the app, outlives every module that listens to it.
final class TaskManager {
    /// One listener: its number and the closure told of every change.
    struct Listener {
        let number: Int
        let notify: ([String]) -> Void
    }

    private(set) var tasks = ["Fix the AE-35 unit"]
    private var listeners: [Listener] = []
    private var lastNumber = 0

    /// Calls `notify` with the tasks after every change, until `removeListener` with the number.
    func attachListener(_ notify: @escaping ([String]) -> Void) -> Int {
        lastNumber += 1
        listeners.append(Listener(number: lastNumber, notify: notify))
        return lastNumber
    }

    func removeListener(_ number: Int) {
        listeners.removeAll { $0.number == number }
    }

    func add(_ title: String) {
        tasks.append(title)
        for listener in listeners { listener.notify(tasks) }
    }
}

/// The TaskList module's messages.
enum TaskListMessages: ModuleMessages {
    enum CoreEvent { case tasksChanged }
    enum PresenterUpdate { case show([String]) }
    enum ViewIntent { case addTap }
    enum JointInput { case none }
    enum JointOutput { case none }
}

/// The module's State: what the Core keeps and the Presenter reads.
final class TaskListState {
    var tasks: [String] = []
}

final class TaskListPresenter: ModulePresenter {
    typealias Messages = TaskListMessages
    private weak var pipeline: Pipeline<TaskListMessages>?
    private let state: TaskListState

    init(pipeline: Pipeline<TaskListMessages>, state: TaskListState) {
        self.pipeline = pipeline
        self.state = state
    }

    func update(firstAppear: Bool) {
        pipeline?.notify(update: .show(state.tasks))
    }

    func handleCore(event: TaskListMessages.CoreEvent) {
        pipeline?.notify(update: .show(state.tasks))
    }
}

final class TaskListJoint: ModuleJoint {
    typealias Messages = TaskListMessages
    private(set) weak var pipeline: Pipeline<TaskListMessages>?
    private weak var view: TaskListView?
    let outlet = JointOutlet<TaskListMessages.JointOutput>()

    init(pipeline: Pipeline<TaskListMessages>, view: TaskListView) {
        self.pipeline = pipeline
        self.view = view
    }
}

final class TaskListView: ModuleView, TextScreen {
    typealias Messages = TaskListMessages
    let pipeline: any PipelineViewNotifying<TaskListMessages.ViewIntent>
    let title = "Tasks"
    weak var navigation: NavigationControlling?
    private let list = ListView()
    private let addButton = ButtonView(control: "add")

    init(pipeline: any PipelineViewNotifying<TaskListMessages.ViewIntent>) {
        self.pipeline = pipeline
        addButton.render(ButtonRenderable(title: "Add"))
    }

    var views: [TextDrawing] { [list, addButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "add") else { return unknown(event) }
        pipeline.notify(intent: .addTap)
        return .delivered
    }

    func handlePresenter(update: TaskListMessages.PresenterUpdate) {
        guard case .show(let rows) = update else { return }
        list.render(ListRenderable(rows: rows, emptyText: "No tasks yet."))
    }
}

/// A window showing the TaskList module built with your Core, and the Trunk's task manager.
/// `tap close` makes the window let go of the module; `tap add` adds a task through the manager.
final class MemoryExerciseScene: LessonScene {
    private let window = TextWindow()
    private let taskManager = TaskManager()

    init() {
        let taskManager = taskManager
        let module = assembleModule(
            pipeline: Pipeline<TaskListMessages>(), state: TaskListState(),
            core: { pipeline, state in TaskListCore(pipeline: pipeline, state: state, taskManager: taskManager) },
            presenter: { pipeline, state in TaskListPresenter(pipeline: pipeline, state: state) },
            view: { pipeline in TaskListView(pipeline: pipeline) },
            joint: { pipeline, _, view in TaskListJoint(pipeline: pipeline, view: view) })
        window.root = TextNavigationController(root: module.view)
    }

    var roots: [SceneRoot] {
        [SceneRoot(label: "window", object: window), SceneRoot(label: "trunk", object: taskManager)]
    }

    var controls: [String] { window.root == nil ? [] : ["add", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        switch (control, window.root) {
        case ("close", _?):
            window.root = nil
            return .delivered(["The window let go of the TaskList module."])
        case ("add", _):
            taskManager.add("Open the pod bay doors")
            return .delivered([])
        default:
            return .refused("no control '\(control)' here")
        }
    }
}
