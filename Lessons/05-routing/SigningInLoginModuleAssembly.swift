public import RoundTable
import SuperSimple

/// Builds lesson 5's broken Login module: the same as `LoginModuleAssembly`, but its Presenter
/// is handed the AuthManager and signs in by itself.
public func SigningInLoginModuleAssembly(trunk: AppTrunk, kind: LoginModuleKind) -> Module<LoginView, LoginJoint> {
    HopReporter.assembly("SigningInLoginModuleAssembly", arguments: "kind: \(Hop.caseText(kind))") {
        assembleModule(
            pipeline: Pipeline<LoginMessages>(),
            state: LoginState(kind: kind),
            core: { pipeline, state in LoginCore(pipeline: pipeline, state: state, authManager: trunk.authManager) },
            presenter: { pipeline, state in
                SigningInLoginPresenter(pipeline: pipeline, state: state, authManager: trunk.authManager)
            },
            view: { pipeline in LoginView(pipeline: pipeline) },
            joint: { pipeline, state, view in LoginJoint(pipeline: pipeline, state: state, view: view, trunk: trunk) })
    }
}
