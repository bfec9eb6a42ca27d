public import RoundTable
import SuperSimple

/// Builds a Login module from the Trunk: the AuthManager goes to the Core, the kind to the State, where the Presenter reads it.
public func LoginModuleAssembly(trunk: AppTrunk, kind: LoginModuleKind) -> Module<LoginView, LoginJoint> {
    HopReporter.assembly("LoginModuleAssembly", arguments: "kind: \(Hop.caseText(kind))") {
        assembleModule(
            pipeline: Pipeline<LoginMessages>(),
            state: LoginState(kind: kind),
            core: { pipeline, state in LoginCore(pipeline: pipeline, state: state, authManager: trunk.authManager) },
            presenter: { pipeline, state in LoginPresenter(pipeline: pipeline, state: state) },
            view: { pipeline in LoginView(pipeline: pipeline) },
            joint: { pipeline, state, view in LoginJoint(pipeline: pipeline, state: state, view: view, trunk: trunk) })
    }
}
