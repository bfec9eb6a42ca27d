// Part of lesson 6's exercise check, shipped with the lesson. Not yours to edit.
import RoundTable
import SuperSimple

/// Builds one HAL module, the child: its parts linked and started. Whoever calls it gets the
/// child's View and Joint; the child lives as long as something holds its View.
func HalModuleAssembly() -> Module<HalView, HalJoint> {
    HopReporter.assembly("HalModuleAssembly") {
        assembleModule(
            pipeline: Pipeline<HalMessages>(), state: HalState(),
            core: { pipeline, state in HalCore(pipeline: pipeline, state: state) },
            presenter: { _, _ in HalPresenter() },
            view: { pipeline in HalView(pipeline: pipeline) },
            joint: { pipeline, _, _ in HalJoint(pipeline: pipeline) })
    }
}
