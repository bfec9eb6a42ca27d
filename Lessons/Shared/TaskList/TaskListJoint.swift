public import RoundTable
import SuperSimple

/// Builds the child modules and puts them in the hierarchy through the text navigation: TaskEdit
/// presented over the list (dismissed when it answers), Info pushed on the list's stack (popped
/// when it asks to close). It listens to their output and keeps neither child: a child lives while
/// its View is shown.
public final class TaskListJoint: ModuleJoint {
    public typealias Messages = TaskListMessages
    public private(set) weak var pipeline: (any JointPipelineNotifying<TaskListMessages>)?
    public let outlet = JointOutlet<TaskListMessages.JointOutput>()
    private let state: TaskListState
    private weak var view: TaskListView?
    private let trunk: AppTrunk

    public init(pipeline: any JointPipelineNotifying<TaskListMessages>, state: TaskListState, view: TaskListView, trunk: AppTrunk) {
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
        child.joint.take(input: .suggest(title: "Task \(state.tasks.count + 1)"))
        child.joint.attach { [weak self] output in
            if case .saved(let title) = output { self?.pipeline?.notify(input: .added(title: title)) }
            self?.view?.navigation?.dismiss()
        }
        view?.navigation?.present(child.view)
    }

    private func presentInfo() {
        let child = InfoModuleAssembly(trunk: trunk)
        child.joint.attach { [weak self] _ in self?.view?.navigation?.pop() }
        view?.navigation?.push(child.view)
    }
}
