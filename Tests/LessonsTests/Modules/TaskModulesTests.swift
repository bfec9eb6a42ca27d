import Lessons
import RoundTable
import SuperSimple
import TestSupport
import Testing

@Suite struct TaskModulesTests {
    private func app() -> (trunk: AppTrunk, controller: TextNavigationController, list: TaskListView) {
        let trunk = AppTrunk(
            authManager: AuthManager(), taskManager: TaskManager(titles: ["Fix the AE-35 unit"]),
            formatting: FormattingProvider())
        let list = TaskListModuleAssembly(trunk: trunk).view
        return (trunk, TextNavigationController(root: list), list)
    }

    private func screenText(_ controller: TextNavigationController) -> String {
        controller.draw(width: 60, style: .ascii).joined(separator: "\n")
    }

    @Test func aSavedTaskComesBackThroughTheManagerAndAsOutput() throws {
        let (trunk, controller, list) = app()
        #expect(UserEvents.deliver(.tap(control: "add"), to: list) == .delivered)
        let editor = try #require(controller.visible as? TaskEditView)
        #expect(screenText(controller).contains("title: Task 2"), "the parent's take(input:) reached the child")
        _ = UserEvents.deliver(.type(field: "title", text: "Open the pod bay doors"), to: editor)
        let recorder = HopRecorder()
        recorder.recording { _ = UserEvents.deliver(.tap(control: "save"), to: editor) }
        #expect(controller.presented == nil)
        #expect(trunk.taskManager.tasks.map(\.title) == ["Fix the AE-35 unit", "Open the pod bay doors"])
        #expect(screenText(controller).contains("2. [ ] Open the pod bay doors"))
        let route = recorder.lines.joined(separator: "\n")
        #expect(route.contains("call add(title:): TaskEditCore -> TaskManager"))
        #expect(route.contains("send event .tasksChanged: TaskListCore -> Pipeline<TaskListMessages>"), "the list's Core listens to the manager")
        #expect(route.contains("send output .saved(title: \"Open the pod bay doors\"): TaskEditJoint -> parent"))
        #expect(route.contains("send input .added(title: \"Open the pod bay doors\"): TaskListJoint -> Pipeline<TaskListMessages>"))
        #expect(screenText(controller).contains("The editor saved \"Open the pod bay doors\"."))
        #expect(route.contains("call dismiss(): - -> TextNavigationController"))
    }

    @Test func anEmptyTitleIsRefusedByTheChildsCore() throws {
        let (trunk, controller, list) = app()
        _ = UserEvents.deliver(.tap(control: "add"), to: list)
        let editor = try #require(controller.visible as? TaskEditView)
        _ = UserEvents.deliver(.type(field: "title", text: "   "), to: editor)
        _ = UserEvents.deliver(.tap(control: "save"), to: editor)
        #expect(controller.presented === editor)
        #expect(screenText(controller).contains("A task needs a title"))
        #expect(trunk.taskManager.tasks.count == 1)
    }

    @Test func infoSummarisesWithTheSharedTrunkAndClosesAndIsFreed() throws {
        let (trunk, controller, list) = app()
        _ = UserEvents.deliver(.type(field: "done", text: "1"), to: list)
        weak var info: InfoView?
        do {
            _ = UserEvents.deliver(.tap(control: "info"), to: list)
            info = controller.visible as? InfoView
        }
        #expect(screenText(controller).contains("1 task, 1 done"))
        do {
            let shown = try #require(info)
            _ = UserEvents.deliver(.tap(control: "close"), to: shown)
        }
        #expect(controller.presented == nil)
        #expect(info == nil)
        #expect(trunk.taskManager.tasks.first?.done == true)
    }

    @Test func cancellingTheEditorFreesTheChildModule() throws {
        let (_, controller, list) = app()
        weak var editorView: TaskEditView?
        weak var editorPipeline: Pipeline<TaskEditMessages>?
        do {
            _ = UserEvents.deliver(.tap(control: "add"), to: list)
            let editor = try #require(controller.visible as? TaskEditView)
            editorView = editor
            editorPipeline = editor.pipeline as? Pipeline<TaskEditMessages>
            #expect(editorPipeline != nil)
            #expect(UserEvents.deliver(.tap(control: "cancel"), to: editor) == .delivered)
        }
        #expect(controller.presented == nil)
        #expect(editorView == nil)
        #expect(editorPipeline == nil)
    }

    @Test func theListsCoreDetachesItsListenerWhenFreed() {
        let taskManager = TaskManager(titles: ["Fix the AE-35 unit"])
        let trunk = AppTrunk(authManager: AuthManager(), taskManager: taskManager, formatting: FormattingProvider())
        weak var view: TaskListView?
        do {
            let list = TaskListModuleAssembly(trunk: trunk).view
            view = list
            taskManager.add(title: "Heard")
            #expect(list.views.count > 0)
        }
        #expect(view == nil)
        let recorder = HopRecorder()
        recorder.recording { taskManager.add(title: "Nobody listens") }
        #expect(recorder.lines.isEmpty, "no listener is left to call: \(recorder.lines)")
    }

    @Test func aNonNumberForDoneIsRefused() {
        let (_, _, list) = app()
        #expect(UserEvents.deliver(.type(field: "done", text: "first"), to: list) == .refused("done takes a task number, not 'first'"))
    }
}
