import RoundTable
import SuperSimple

/// One Pipeline for every Launch module alive (kept weakly, made again once none is): two tabs
/// built together share a Pipeline, whose second link replaces the first module's parts.
nonisolated(unsafe) private weak var sharedPipeline: Pipeline<LaunchMessages>?

func LaunchModuleAssembly(trunk: LaunchTrunk) -> Module<LaunchView, LaunchJoint> {
    HopReporter.assembly("LaunchModuleAssembly") {
        let pipeline = sharedPipeline ?? Pipeline<LaunchMessages>()
        sharedPipeline = pipeline
        let state = LaunchState()
        let core = HopReporter.initialize { LaunchCore(pipeline: pipeline, state: state, clock: trunk.clock) }
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
