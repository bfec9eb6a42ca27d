import RoundTable
public import SuperSimple

/// The Account screen of `break keep-module`: like AccountViewController, but it keeps the module
/// LoginModuleAssembly hands back, `{view, joint}`, in a field. A parent needs the module only to
/// show its View and to talk to its Joint while it builds it; kept, the whole Login module
/// outlives its screen.
public final class ModuleKeepingAccountViewController: TextScreen {
    public let title = "Account"
    public weak var navigation: NavigationControlling?
    private let infoLabel = LabelView()
    private let loginButton = ButtonView(control: "login")
    /// What the assembly handed back, kept: the rule is broken here.
    private var login: Module<LoginView, LoginJoint>?

    public init() {
        infoLabel.render(LabelRenderable(text: "This screen is plain MVC, not a Round Table module. It keeps the Login module it builds."))
        loginButton.render(ButtonRenderable(title: "Log in"))
    }

    public var views: [TextDrawing] { [infoLabel, loginButton] }

    public func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "login") else { return unknown(event) }
        guard let trunk = GlobalTrunk.current else { return .refused("the app set no global Trunk") }
        let module = LoginModuleAssembly(trunk: trunk, kind: .email)
        login = module
        module.joint.attach { [weak self] _ in self?.navigation?.dismiss() }
        navigation?.present(module.view)
        return .delivered
    }
}
