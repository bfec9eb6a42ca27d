import RoundTable
import SuperSimple

/// Builds one Launch module with the app's Trunk, each step reported.
func LaunchModuleAssembly(trunk: LaunchTrunk) -> Module<LaunchView, LaunchJoint> {
    HopReporter.assembly("LaunchModuleAssembly") {
        let sharedClock = trunk.clock
        let state = LaunchState()
        let pipeline = Pipeline<LaunchMessages>()
        let core = HopReporter.initialize { LaunchCore(pipeline: pipeline, state: state, clock: sharedClock) }
        let presenter = HopReporter.initialize { LaunchPresenter(pipeline: pipeline, state: state) }
        let view = HopReporter.initialize { LaunchView(pipeline: pipeline) }
        let joint = HopReporter.initialize { LaunchJoint(pipeline: pipeline) }
        HopReporter.call(from: nil, to: pipeline, "link(core:presenter:joint:view:)") {
            pipeline.link(core: core, presenter: presenter, joint: joint, view: view)
        }
        HopReporter.call(from: nil, to: core, "run()") { core.run() }
        HopReporter.call(from: nil, to: presenter, "update(firstAppear: true)") { presenter.update(firstAppear: true) }
        let module = Module(view: view, joint: joint)
        return module
    }
}
