import RoundTable
import SuperSimple

func LaunchModuleAssembly(trunk: LaunchTrunk) -> Module<LaunchView, LaunchJoint> {
    HopReporter.assembly("LaunchModuleAssembly") {
        let pipeline = Pipeline<LaunchMessages>()
        let state = LaunchState()
        let core = HopReporter.initialize { LaunchCore(pipeline: pipeline, state: state, clock: trunk.clock) }
        let presenter = HopReporter.initialize { LaunchPresenter(pipeline: pipeline, state: state) }
        let view = HopReporter.initialize { LaunchView(pipeline: pipeline) }
        let joint = HopReporter.initialize { LaunchJoint(pipeline: pipeline) }
        link(pipeline, core, presenter, joint, view)
        start(core, presenter)
        return Module(view: view, joint: joint)
    }
}

private func link(_ pipeline: Pipeline<LaunchMessages>, _ core: LaunchCore, _ presenter: LaunchPresenter, _ joint: LaunchJoint, _ view: LaunchView) {
    HopReporter.call(from: nil, to: pipeline, "link(core:presenter:joint:view:)") {
        pipeline.link(core: core, presenter: presenter, joint: joint, view: view)
    }
}

private func start(_ core: LaunchCore, _ presenter: LaunchPresenter) {
    HopReporter.call(from: nil, to: core, "run()") { core.run() }
    HopReporter.call(from: nil, to: presenter, "update(firstAppear: true)") { presenter.update(firstAppear: true) }
}
