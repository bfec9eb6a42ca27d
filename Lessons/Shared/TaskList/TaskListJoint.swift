import RoundTable
import SuperSimple

/// Builds the child modules (TaskEdit, Info), presents them through the text navigation, listens
/// to their output, and feeds a saved task back into this module as input.
public final class TaskListJoint: ModuleJoint {
    public typealias Messages = TaskListMessages
    public private(set) weak var pipeline: Pipeline<TaskListMessages>?
    public let outlet = JointOutlet<TaskListMessages.JointOutput>()
    private let state: TaskListState
    private weak var view: TaskListView?
    private let trunk: AppTrunk
    /// The editor's Joint while the editor is open: the list hands it input through it.
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
        // This Joint holds the child's Joint, which holds this closure: capture weakly, or the
        // two keep each other alive.
        child.joint.attach { [weak self] output in
            if case .save(let title) = output { self?.take(input: .created(title: title)) }
            self?.editor = nil
            self?.view?.navigation?.dismiss()
        }
        view?.navigation?.present(child.view)
    }

    private func presentInfo() {
        let child = InfoModuleAssembly(trunk: trunk)
        child.joint.attach { [weak self] _ in self?.view?.navigation?.dismiss() }
        view?.navigation?.present(child.view)
    }
}
