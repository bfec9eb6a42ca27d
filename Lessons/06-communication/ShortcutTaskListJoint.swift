import RoundTable
import SuperSimple

/// Lesson 6's broken parent Joint: when the editor saves, it adds the task through the Trunk's
/// task manager itself instead of taking the title in as input. The Core and the Presenter are
/// never told, so the list on screen does not change, while the task manager has the task.
public final class ShortcutTaskListJoint: ModuleJoint {
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
        child.joint.attach { [weak self] output in
            guard let self else { return }
            if case .save(let title) = output {
                // The shortcut: business done in the Joint, behind the Core's and the Presenter's backs.
                HopReporter.call(from: self, to: trunk.taskManager, "add(title:)") { trunk.taskManager.add(title: title) }
            }
            editor = nil
            view?.navigation?.dismiss()
        }
        view?.navigation?.present(child.view)
    }

    private func presentInfo() {
        let child = InfoModuleAssembly(trunk: trunk)
        child.joint.attach { [weak self] _ in self?.view?.navigation?.dismiss() }
        view?.navigation?.present(child.view)
    }
}
