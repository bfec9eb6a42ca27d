import LessonKit
import Lessons
import RoundTable
import SuperSimple
import TestSupport
import Testing

@Suite struct CommunicationSceneTests {
    private func screen(_ scene: CommunicationScene) -> String {
        scene.drawScreen(width: 60, ascii: true).joined(separator: "\n")
    }

    private func addTask(_ title: String, in scene: CommunicationScene) -> [String] {
        _ = scene.tap("add")
        _ = scene.type(title, into: "title")
        let recorder = HopRecorder()
        recorder.recording { _ = scene.tap("save") }
        return recorder.lines
    }

    @Test func theChildsOutputComesBackAsTheParentsInputAndTheListShowsIt() {
        let scene = CommunicationScene()
        let route = addTask("Open the pod bay doors", in: scene).joined(separator: "\n")
        #expect(route.contains("send input .created(title: \"Open the pod bay doors\"): TaskListJoint -> Pipeline<TaskListMessages>"))
        #expect(route.contains("call add(title:): TaskListCore -> TaskManager"))
        #expect(screen(scene).contains("2. [ ] Open the pod bay doors"))
        _ = scene.tap("info")
        #expect(screen(scene).contains("2 tasks, 0 done"))
    }

    @Test func aJointThatAddsTheTaskItselfLeavesTheListStale() {
        let scene = CommunicationScene()
        #expect(scene.breakRule("joint-writes-tasks") == .delivered(
            ["A new app, with a new Trunk, whose TaskList Joint adds saved tasks itself."]))
        let route = addTask("Open the pod bay doors", in: scene)
        #expect(route.contains { $0.contains("call add(title:): ShortcutTaskListJoint -> TaskManager") })
        #expect(!route.contains { $0.contains("send input") }, "nothing was taken in as input")
        #expect(screen(scene).contains("1 task, 0 done"))
        _ = scene.tap("info")
        #expect(screen(scene).contains("2 tasks, 0 done"), "the task manager has it")
        _ = scene.tap("close")
        #expect(scene.fix() == .delivered(
            ["A new app, with a new Trunk, whose TaskList Joint hands saved tasks to its Core."]))
        #expect(screen(scene).contains("1 task, 0 done"))
    }
}
