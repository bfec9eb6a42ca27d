public import RoundTable
import SuperSimple

/// Builds an Info module from the Trunk's task manager and formatting.
public func InfoModuleAssembly(trunk: AppTrunk) -> Module<InfoView, InfoJoint> {
    HopReporter.assembly("InfoModuleAssembly") {
        assembleModule(
            pipeline: Pipeline<InfoMessages>(),
            state: InfoState(),
            core: { pipeline, state in InfoCore(pipeline: pipeline, state: state, taskManager: trunk.taskManager) },
            presenter: { pipeline, state in InfoPresenter(pipeline: pipeline, state: state, formatting: trunk.formatting) },
            view: { pipeline in InfoView(pipeline: pipeline) },
            joint: { pipeline, _, _ in InfoJoint(pipeline: pipeline) })
    }
}
