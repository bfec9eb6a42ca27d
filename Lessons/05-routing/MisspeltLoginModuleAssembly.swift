public import RoundTable
import SuperSimple

/// Builds lesson 5's Login module with a misspelt Presenter handler: the same as
/// `LoginModuleAssembly`, but its Presenter is a `MisspeltLoginPresenter`.
public func MisspeltLoginModuleAssembly(trunk: AppTrunk, kind: LoginModuleKind) -> Module<LoginView, LoginJoint> {
    HopReporter.assembly("MisspeltLoginModuleAssembly", arguments: "kind: \(Hop.caseText(kind))") {
        assembleModule(
            pipeline: Pipeline<LoginMessages>(),
            state: LoginState(kind: kind),
            core: { pipeline, state in LoginCore(pipeline: pipeline, state: state, authManager: trunk.authManager) },
            presenter: { pipeline, state in MisspeltLoginPresenter(pipeline: pipeline, state: state) },
            view: { pipeline in LoginView(pipeline: pipeline) },
            joint: { pipeline, state, view in LoginJoint(pipeline: pipeline, state: state, view: view, trunk: trunk) })
    }
}
