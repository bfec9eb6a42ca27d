import RoundTable

/// Builds the TaskList module, the app's root.
public func TaskListModuleAssembly(trunk: AppTrunk) -> Module<TaskListView, TaskListJoint> {
    assembleModule(
        pipeline: Pipeline<TaskListMessages>(),
        state: TaskListState(),
        core: { pipeline, state in TaskListCore(pipeline: pipeline, state: state, taskManager: trunk.taskManager) },
        presenter: { pipeline, state in
            TaskListPresenter(pipeline: pipeline, state: state, formatting: trunk.formatting)
        },
        view: { pipeline in TaskListView(pipeline: pipeline) },
        joint: { pipeline, state, view in TaskListJoint(pipeline: pipeline, state: state, view: view, trunk: trunk) })
}
