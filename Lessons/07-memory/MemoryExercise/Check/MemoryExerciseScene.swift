// Lesson 7's exercise: the scene `check` builds with your TaskListCore and the other types of
// this folder. Shipped with the lesson; your files are compiled with it. Not yours to edit.
import LessonKit
import RoundTable
import SuperSimple

/// A window showing the TaskList module built with your Core, and the Trunk's task manager, whose
/// line under the window says how many listeners it calls. `tap close` makes the window let go of
/// the module, `tap open` shows a new one; `tap add` adds a task through the manager, whether a
/// module is open or not (the manager outlives every module that listens to it). `tap second`
/// opens a second window beside the first, with a TaskList module of its own listening to the same
/// manager: two Cores alive at once, each with its own listener. A line under the window says what
/// the second one lists.
final class MemoryExerciseScene: LessonScene {
    private let window = TextWindow()
    private let secondWindow = TextWindow()
    /// The Trunk's manager; nil once `tap quit` let the app's Trunk go.
    private var taskManager: TaskManager?

    init() {
        let taskManager = TaskManager()
        self.taskManager = taskManager
        window.root = TextNavigationController(root: Self.taskListModule(taskManager: taskManager))
    }

    private static func taskListModule(taskManager: TaskManager) -> TaskListView {
        assembleModule(
            pipeline: Pipeline<TaskListMessages>(), state: TaskListState(),
            core: { pipeline, state in TaskListCore(pipeline: pipeline, state: state, taskManager: taskManager) },
            presenter: { pipeline, state in TaskListPresenter(pipeline: pipeline, state: state) },
            view: { pipeline in TaskListView(pipeline: pipeline) },
            joint: { pipeline, _, view in TaskListJoint(pipeline: pipeline, view: view) }
        ).view
    }

    var roots: [SceneRoot] {
        [SceneRoot(label: "window", object: window), SceneRoot(label: "second window", object: secondWindow)] + (taskManager.map { [SceneRoot(label: "trunk", object: $0)] } ?? [])
    }

    var controls: [String] {
        guard taskManager != nil else { return [] }
        return ["add", window.root == nil ? "open" : "close"] + (secondWindow.root == nil ? ["second"] : []) + ["quit"]
    }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        let manager = taskManager.map { manager in
            let counted = { (count: Int, noun: String) in "\(count) \(noun)\(count == 1 ? "" : "s")" }
            return ["The Trunk's task manager: \(counted(manager.tasks.count, "task")), \(counted(manager.listenerCount, "listener"))."]
        }
        let style: FrameStyle = ascii ? .ascii : .unicode
        return window.draw(width: width, style: style) + secondList(width: width, style: style) + (manager ?? [])
    }

    /// What the second window's module lists: its first view, the list its Presenter renders.
    private func secondList(width: Int, style: FrameStyle) -> [String] {
        guard let screen = secondWindow.root?.visible, let list = screen.views.first else { return [] }
        return ["Beside it, a second window's TaskList module lists: " + list.draw(width: width, style: style).joined(separator: "; ")]
    }

    func tap(_ control: String) -> SceneReply {
        switch (control, window.root) {
        case ("close", _?):
            window.root = nil
            return .delivered(["The window let go of the TaskList module."])
        case ("open", nil):
            // A new TaskList module, as when the app shows the list again: its listener is the
            // manager's next one.
            guard let taskManager else { return .refused("the app let its Trunk go; nothing to list") }
            window.root = TextNavigationController(root: Self.taskListModule(taskManager: taskManager))
            return .delivered(["The window shows a new TaskList module."])
        case ("second", _):
            // Built beside the first window's module, which stays: two listeners of one manager.
            guard let taskManager else { return .refused("the app let its Trunk go; nothing to list") }
            guard secondWindow.root == nil else { return .refused("the second window already shows a TaskList module") }
            secondWindow.root = TextNavigationController(root: Self.taskListModule(taskManager: taskManager))
            return .delivered(["A second window shows a TaskList module of its own."])
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
