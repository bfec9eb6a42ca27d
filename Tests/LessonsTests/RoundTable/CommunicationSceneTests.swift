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

    @Test func theManagerTellsTheListAndTheOutputComesBackAsInput() {
        let scene = CommunicationScene()
        let route = addTask("Open the pod bay doors", in: scene).joined(separator: "\n")
        #expect(route.contains("call add(title:): TaskEditCore -> TaskManager"))
        #expect(route.contains("send event .tasksChanged: TaskListCore -> Pipeline<TaskListMessages>"))
        #expect(route.contains("send input .added(title: \"Open the pod bay doors\"): TaskListJoint -> Pipeline<TaskListMessages>"))
        #expect(screen(scene).contains("2. [ ] Open the pod bay doors"))
        #expect(screen(scene).contains("The editor saved \"Open the pod bay doors\"."))
        _ = scene.tap("info")
        #expect(screen(scene).contains("2 tasks, 0 done"))
    }

    @Test func aCoreThatNeverListensLeavesTheListStale() {
        let scene = CommunicationScene()
        #expect(scene.breakRule("no-listener") == .delivered(
            ["A new app, with a new Trunk, whose TaskList Core reads the tasks once and never listens to the task manager."]))
        let route = addTask("Open the pod bay doors", in: scene)
        #expect(route.contains { $0.contains("call add(title:): TaskEditCore -> TaskManager") })
        #expect(!route.contains { $0.contains("callback(tasks)") }, "nobody listens")
        #expect(screen(scene).contains("1 task, 0 done"))
        #expect(screen(scene).contains("The editor saved"), "the output still came back as input")
        _ = scene.tap("info")
        #expect(screen(scene).contains("2 tasks, 0 done"), "the task manager has it")
        _ = scene.tap("close")
        #expect(scene.fix() == .delivered(
            ["A new app, with a new Trunk, whose TaskList Core listens to the task manager."]))
        #expect(screen(scene).contains("1 task, 0 done"))
    }
}
