import LessonKit
import Lessons
import RoundTable
import SuperSimple
import Testing
import Tutor

/// A closure handed to a Trunk manager is the code of the object that handed it over: a listener
/// that captures only its pipeline sends as that object, in a later action, through the generic
/// reporting's reabstraction thunks. With the hops alone (no symbols): handed over where no
/// object's code runs, nobody is credited, unless the scene's own code handed it over; the call
/// stack names whose code the closure is either way.
@Suite struct ClosureAttacherTests {
    enum PingMessages: ModuleMessages {
        enum CoreEvent { case ping }
        enum PresenterUpdate { case none }
        enum ViewIntent { case none }
        enum JointInput { case none }
        enum JointOutput { case none }
    }

    /// Listens to the manager with a closure that captures only a face of its pipeline.
    final class PipelineListener {
        let pipeline = Pipeline<PingMessages>()

        func listen(to manager: TaskManager) {
            let face: any CorePipelineNotifying<PingMessages> = pipeline
            _ = manager.attachListener { [weak face] _ in face?.notify(event: .ping) }
        }
    }

    /// A scene object: what the open lesson's scene is to the session.
    final class TestScene {}

    private func senderOfThePing(attachedByTheListener: Bool, readsCallStack: Bool = false, scene: AnyObject? = nil) -> String? {
        let session = InspectorSession(readsCallStack: readsCallStack)
        session.sceneObject = scene
        let manager = TaskManager()
        let listener = PipelineListener()
        let roots = { [SceneRoot(label: "listener", object: listener), SceneRoot(label: "manager", object: manager)] }
        session.perform(roots: roots) {
            if attachedByTheListener {
                HopReporter.call(from: nil, to: listener, "listen(to:)") { listener.listen(to: manager) }
            } else {
                listener.listen(to: manager)
            }
        }
        session.perform(roots: roots) { manager.add(title: "Open the pod bay doors") }
        return session.route.steps.first { $0.channel == "event" }?.sender
    }

    @Test func aListenerCapturingOnlyItsPipelineSendsAsTheObjectThatAttachedIt() {
        #expect(senderOfThePing(attachedByTheListener: true) == "ClosureAttacherTests.PipelineListener#1")
    }

    @Test func aListenerHandedOverWhereNoObjectsCodeRunsIsNobodysThatCanBeTold() {
        let sender = senderOfThePing(attachedByTheListener: false)
        #expect(sender?.hasPrefix("(sender unknown: the closure under 'listener 1' captures no single object of its own)") == true, "\(sender ?? "nil")")
    }

    /// Handed over outside every hop while a scene is open: the scene's own code handed it over.
    @Test func aListenerHandedOverByTheScenesOwnCodeIsTheScenes() {
        let scene = TestScene()
        let sender = withExtendedLifetime(scene) { senderOfThePing(attachedByTheListener: false, scene: scene) }
        #expect(sender == "ClosureAttacherTests.TestScene#1", "\(sender ?? "nil")")
    }

    /// The call stack says the closure was written in PipelineListener's code, however it was handed over.
    @Test func theCallStackNamesTheListenerWhoseCodeTheClosureIs() {
        #expect(senderOfThePing(attachedByTheListener: false, readsCallStack: true) == "ClosureAttacherTests.PipelineListener#1")
        #expect(senderOfThePing(attachedByTheListener: true, readsCallStack: true) == "ClosureAttacherTests.PipelineListener#1")
    }
}
