import RoundTable
import SuperSimple

/// Builds one Launch module with the app's Trunk, through RoundTable's `assembleModule`, which
/// builds the parts in the reference order, links them, runs the Core and sends the first update.
func LaunchModuleAssembly(trunk: LaunchTrunk) -> Module<LaunchView, LaunchJoint> {
    HopReporter.assembly("LaunchModuleAssembly") {
        assembleModule(
            pipeline: Pipeline<LaunchMessages>(), state: LaunchState(),
            core: { pipeline, state in LaunchCore(pipeline: pipeline, state: state, clock: trunk.clock) },
            presenter: { pipeline, state in LaunchPresenter(pipeline: pipeline, state: state) },
            view: { pipeline in LaunchView(pipeline: pipeline) },
            joint: { pipeline, _, _ in LaunchJoint(pipeline: pipeline) })
    }
}
