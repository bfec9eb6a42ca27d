public import RoundTable
import SuperSimple

/// Builds the Home module, a tab bar of modules, from the Trunk; `holdsTabsWeakly` builds a View
/// that breaks the memory rule, for lessons.
public func HomeModuleAssembly(trunk: AppTrunk, holdsTabsWeakly: Bool = false) -> Module<HomeTabsView, HomeJoint> {
    HopReporter.assembly("HomeModuleAssembly") {
        assembleModule(
            pipeline: Pipeline<HomeMessages>(),
            state: HomeState(),
            core: { pipeline, state in HomeCore(pipeline: pipeline, state: state) },
            presenter: { pipeline, state in HomePresenter(pipeline: pipeline, state: state) },
            view: { pipeline in HomeTabsView(pipeline: pipeline, holdsTabsWeakly: holdsTabsWeakly) },
            joint: { pipeline, _, view in HomeJoint(pipeline: pipeline, view: view, trunk: trunk) })
    }
}
