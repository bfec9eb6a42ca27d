import RoundTable
import SuperSimple

/// Lesson 7's broken parent Joint: the closure it attaches to the editor's output captures the
/// Joint strongly. The Joint holds the editor's Joint, which holds that closure, so while the
/// editor is open the two keep each other alive: close the window then, and both leak.
public final class CapturingTaskListJoint: ModuleJoint {
    public typealias Messages = TaskListMessages
    public private(set) weak var pipeline: Pipeline<TaskListMessages>?
    public let outlet = JointOutlet<TaskListMessages.JointOutput>()
    private let state: TaskListState
    private weak var view: TaskListView?
    private let trunk: AppTrunk
    private var editor: TaskEditJoint?

    public init(pipeline: Pipeline<TaskListMessages>, state: TaskListState, view: TaskListView, trunk: AppTrunk) {
        self.pipeline = pipeline
        self.state = state
        self.view = view
        self.trunk = trunk
    }

    public func handleView(intent: TaskListMessages.ViewIntent) {
        switch intent {
        case .addTap: presentEditor()
        case .infoTap: presentInfo()
        case .toggle: break
        }
    }

    private func presentEditor() {
        let child = TaskEditModuleAssembly(trunk: trunk)
        editor = child.joint
        editor?.take(input: .suggest(title: "Task \(state.tasks.count + 1)"))
        // The mistake: no [weak self], so the closure holds this Joint strongly.
        child.joint.attach { output in
            if case .save(let title) = output { self.take(input: .created(title: title)) }
            self.editor = nil
            self.view?.navigation?.dismiss()
        }
        view?.navigation?.present(child.view)
    }

    private func presentInfo() {
        let child = InfoModuleAssembly(trunk: trunk)
        child.joint.attach { [weak self] _ in self?.view?.navigation?.dismiss() }
        view?.navigation?.present(child.view)
    }
}
