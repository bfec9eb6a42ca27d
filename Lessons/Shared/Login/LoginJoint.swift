public import RoundTable

/// Tells the parent when the login screen is done: signed in, or cancelled.
public final class LoginJoint: ModuleJoint {
    public typealias Messages = LoginMessages
    public private(set) weak var pipeline: (any JointPipelineNotifying<LoginMessages>)?
    public let outlet = JointOutlet<LoginMessages.JointOutput>()
    private let state: LoginState
    private weak var view: LoginView?
    private let trunk: AppTrunk

    public init(pipeline: any JointPipelineNotifying<LoginMessages>, state: LoginState, view: LoginView, trunk: AppTrunk) {
        self.pipeline = pipeline
        self.state = state
        self.view = view
        self.trunk = trunk
    }

    public func handleCore(event: LoginMessages.CoreEvent) {
        if event == .success { notifyOut(output: .dismiss) }
    }

    public func handleView(intent: LoginMessages.ViewIntent) {
        if intent == .cancelButtonTap { notifyOut(output: .dismiss) }
    }
}
