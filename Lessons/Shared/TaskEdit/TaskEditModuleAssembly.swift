public import RoundTable
import SuperSimple

/// Builds a TaskEdit module; its Core gets the Trunk's task manager.
public func TaskEditModuleAssembly(trunk: AppTrunk) -> Module<TaskEditView, TaskEditJoint> {
    HopReporter.assembly("TaskEditModuleAssembly") {
        assembleModule(
            pipeline: Pipeline<TaskEditMessages>(),
            state: TaskEditState(),
            core: { pipeline, state in TaskEditCore(pipeline: pipeline, state: state, taskManager: trunk.taskManager) },
            presenter: { pipeline, state in TaskEditPresenter(pipeline: pipeline, state: state) },
            view: { pipeline in TaskEditView(pipeline: pipeline) },
            joint: { pipeline, state, view in TaskEditJoint(pipeline: pipeline, state: state, view: view) })
    }
}
