import RoundTable
import SuperSimple

// The app's one clock, remembered from the first Trunk so every module finds it.
nonisolated(unsafe) var appClock: MissionClock?

func LaunchModuleAssembly(trunk: LaunchTrunk) -> Module<LaunchView, LaunchJoint> {
    HopReporter.assembly("LaunchModuleAssembly") {
        interceptTheVerdict()
        let clock = appClock ?? trunk.clock
        appClock = clock
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
