import RoundTable
import SuperSimple

func LaunchModuleAssembly(trunk: LaunchTrunk) -> Module<LaunchView, LaunchJoint> {
    HopReporter.assembly("LaunchModuleAssembly") {
        let pipeline = Pipeline<LaunchMessages>()
        let state = LaunchState()
        func made<Part: AnyObject>(_ build: () -> Part) -> Part { HopReporter.initialize(build) }
        let core = made { LaunchCore(pipeline: pipeline, state: state, clock: trunk.clock) }
        let presenter = made { LaunchPresenter(pipeline: pipeline, state: state) }
        let view = made { LaunchView(pipeline: pipeline) }
        let joint = made { LaunchJoint(pipeline: pipeline) }
        HopReporter.call(from: nil, to: pipeline, "link(core:presenter:joint:view:)") {
            pipeline.link(core: core, presenter: presenter, joint: joint, view: view)
        }
        HopReporter.call(from: nil, to: core, "run()") { core.run() }
        HopReporter.call(from: nil, to: presenter, "update(firstAppear: true)") { presenter.update(firstAppear: true) }
        return Module(view: view, joint: joint)
    }
}
