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
        // The parts, built in the order the reference gives; then linked; then started.
        let core = HopReporter.initialize { LaunchCore(pipeline: pipeline, state: state, clock: trunk.clock) }
        let presenter = HopReporter.initialize { LaunchPresenter(pipeline: pipeline, state: state) }
        let view = HopReporter.initialize { LaunchView(pipeline: pipeline) }
        let joint = HopReporter.initialize { LaunchJoint(pipeline: pipeline) }
        HopReporter.call(from: nil, to: pipeline, "link(core:presenter:joint:view:)") {
            pipeline.link(core: core, presenter: presenter, joint: joint, view: view)
        }
        HopReporter.call(from: nil, to: core, "run()") { core.run() }
        HopReporter.call(from: nil, to: presenter, "update(firstAppear: true)") { presenter.update(firstAppear: true) }
        let module = Module(view: view, joint: joint)
        builtModules.append(module)
        return module
    }
}

nonisolated(unsafe) var builtModules: [Module<LaunchView, LaunchJoint>] = []
