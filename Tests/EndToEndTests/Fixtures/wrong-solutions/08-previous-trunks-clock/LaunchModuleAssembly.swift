import RoundTable
import SuperSimple

/// Hands each Core the clock of the Trunk the previous assembly was given (kept weakly in a
/// static): with one Trunk it is its clock; a second app's first tab ticks the first app's clock.
nonisolated(unsafe) private weak var previousTrunk: LaunchTrunk?

func LaunchModuleAssembly(trunk: LaunchTrunk) -> Module<LaunchView, LaunchJoint> {
    HopReporter.assembly("LaunchModuleAssembly") {
        let clockTrunk = previousTrunk ?? trunk
        previousTrunk = trunk
        let pipeline = Pipeline<LaunchMessages>()
        let state = LaunchState()
        // The parts, built in the order the reference gives; then linked; then started. Each init
        // takes its own face of the pipeline (the Core's announces events only): handed the
        // Pipeline, a part keeps that face and can send nothing else.
        let core = HopReporter.initialize { LaunchCore(pipeline: pipeline, state: state, clock: clockTrunk.clock) }
        let presenter = HopReporter.initialize { LaunchPresenter(pipeline: pipeline, state: state) }
        let view = HopReporter.initialize { LaunchView(pipeline: pipeline) }
        let joint = HopReporter.initialize { LaunchJoint(pipeline: pipeline) }
        HopReporter.call(from: nil, to: pipeline, "link(core:presenter:joint:view:)") {
            pipeline.link(core: core, presenter: presenter, joint: joint, view: view)
        }
        HopReporter.call(from: nil, to: core, "run()") { core.run() }
        HopReporter.call(from: nil, to: presenter, "update(firstAppear: true)") { presenter.update(firstAppear: true) }
        return Module(view: view, joint: joint)
    }
}
