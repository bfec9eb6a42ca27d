// Lesson 7's exercise: the scene `check` builds with your TaskListCore and the other types of
// this folder. Shipped with the lesson; your files are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// A window showing the TaskList module built with your Core, and the Trunk's task manager.
/// `tap close` makes the window let go of the module; `tap add` adds a task through the manager.
final class MemoryExerciseScene: LessonScene {
    private let window = TextWindow()
    /// The Trunk's manager; nil once `tap quit` let the app's Trunk go.
    private var taskManager: TaskManager?

    init() {
        let taskManager = TaskManager()
        self.taskManager = taskManager
        let module = assembleModule(
            pipeline: Pipeline<TaskListMessages>(), state: TaskListState(),
            core: { pipeline, state in TaskListCore(pipeline: pipeline, state: state, taskManager: taskManager) },
            presenter: { pipeline, state in TaskListPresenter(pipeline: pipeline, state: state) },
            view: { pipeline in TaskListView(pipeline: pipeline) },
            joint: { pipeline, _, view in TaskListJoint(pipeline: pipeline, view: view) })
        window.root = TextNavigationController(root: module.view)
    }

    var roots: [SceneRoot] {
        [SceneRoot(label: "window", object: window)] + (taskManager.map { [SceneRoot(label: "trunk", object: $0)] } ?? [])
    }

    var controls: [String] { (window.root == nil ? [] : ["add", "close"]) + (taskManager == nil ? [] : ["quit"]) }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        switch (control, window.root) {
        case ("close", _?):
            window.root = nil
            return .delivered(["The window let go of the TaskList module."])
        case ("add", _):
            guard let taskManager else { return .refused("the app let its Trunk go; nothing to add a task to") }
            taskManager.add("Open the pod bay doors")
            return .delivered([])
        case ("quit", _):
            guard taskManager != nil else { return .refused("the app already let its Trunk go") }
            taskManager = nil
            return .delivered(["The app let its Trunk go."])
        default:
            return .refused("no control '\(control)' here")
        }
    }
}
