public import RoundTable
import SuperSimple

/// Builds the TaskList module, the app's root.
public func TaskListModuleAssembly(trunk: AppTrunk) -> Module<TaskListView, TaskListJoint> {
    TaskListModuleAssembly(trunk: trunk) { pipeline, state in
        TaskListCore(pipeline: pipeline, state: state, taskManager: trunk.taskManager)
    }
}

/// Builds the TaskList module with the Core `core` makes and on `pipeline`: how lessons put a
/// variant that breaks a rule in place of one part, the rest unchanged.
public func TaskListModuleAssembly<Core: ModuleCore<TaskListMessages>>(
    trunk: AppTrunk, pipeline: Pipeline<TaskListMessages> = Pipeline(),
    core: @escaping (any CorePipelineNotifying<TaskListMessages>, TaskListState) -> Core
) -> Module<TaskListView, TaskListJoint> {
    HopReporter.assembly("TaskListModuleAssembly") {
        assembleModule(
            pipeline: pipeline,
            state: TaskListState(),
            core: core,
            presenter: { pipeline, state in
                TaskListPresenter(pipeline: pipeline, state: state, formatting: trunk.formatting)
            },
            view: { pipeline in TaskListView(pipeline: pipeline) },
            joint: { pipeline, state, view in TaskListJoint(pipeline: pipeline, state: state, view: view, trunk: trunk) })
    }
}

/// Builds the TaskList module with a View that is a navigation controller itself
/// (`TaskListNavigationView`, the reference's navigatable View), for a tab bar or a window to hold
/// as it is. The Joint is the same: it reaches the stack through the list it holds weakly.
public func TaskListNavigatableModuleAssembly(trunk: AppTrunk) -> Module<TaskListNavigationView, TaskListJoint> {
    HopReporter.assembly("TaskListNavigatableModuleAssembly") {
        assembleModule(
            pipeline: Pipeline<TaskListMessages>(),
            state: TaskListState(),
            core: { pipeline, state in TaskListCore(pipeline: pipeline, state: state, taskManager: trunk.taskManager) },
            presenter: { pipeline, state in
                TaskListPresenter(pipeline: pipeline, state: state, formatting: trunk.formatting)
            },
            view: { pipeline in TaskListNavigationView(pipeline: pipeline) },
            joint: { pipeline, state, view in
                TaskListJoint(pipeline: pipeline, state: state, view: view.primaryView, trunk: trunk)
            })
    }
}
