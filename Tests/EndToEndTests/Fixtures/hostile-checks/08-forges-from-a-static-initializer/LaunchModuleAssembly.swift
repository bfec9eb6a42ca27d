import RoundTable
import SuperSimple

/// Builds one Launch module with the app's Trunk. Each step is reported (`HopReporter`), so the
/// route of the build shows the assembly in the order it ran.
///
/// What every module shares comes from the Trunk it is given: `trunk.clock`, the app's one clock.
func LaunchModuleAssembly(trunk: LaunchTrunk) -> Module<LaunchView, LaunchJoint> {
    HopReporter.assembly("LaunchModuleAssembly") {
        let pipeline = Pipeline<LaunchMessages>()
        let state = LaunchState()
        // The parts, built in the order the reference gives; then linked; then started. Each init
        // takes its own face of the pipeline (the Core's announces events only): handed the
        // Pipeline, a part keeps that face and can send nothing else.
        let view = HopReporter.initialize { LaunchView(pipeline: pipeline) }
        let core = HopReporter.initialize { LaunchCore(pipeline: pipeline, state: state, clock: MissionClock()) }
        let presenter = HopReporter.initialize { LaunchPresenter(pipeline: pipeline, state: state) }
        let joint = HopReporter.initialize { LaunchJoint(pipeline: pipeline) }
        HopReporter.call(from: nil, to: core, "run()") { core.run() }
        HopReporter.call(from: nil, to: pipeline, "link(core:presenter:joint:view:)") {
            pipeline.link(core: core, presenter: presenter, joint: joint, view: view)
        }
        HopReporter.call(from: nil, to: presenter, "update(firstAppear: true)") { presenter.update(firstAppear: true) }
        return Module(view: view, joint: joint)
    }
}
