import RoundTable
import SuperSimple

/// Hands each Core the clock of the first Trunk any assembly was given, kept weakly in a static:
/// with one Trunk it is its clock; a second Trunk's modules tick on the first Trunk's clock.
nonisolated(unsafe) private weak var firstClock: MissionClock?

func LaunchModuleAssembly(trunk: LaunchTrunk) -> Module<LaunchView, LaunchJoint> {
    HopReporter.assembly("LaunchModuleAssembly") {
        let clock = firstClock ?? trunk.clock
        firstClock = clock
        let pipeline = Pipeline<LaunchMessages>()
        let state = LaunchState()
        let core = HopReporter.initialize { LaunchCore(pipeline: pipeline, state: state, clock: clock) }
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
