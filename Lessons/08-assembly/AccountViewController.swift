import RoundTable
public import SuperSimple

/// A screen of another pattern, plain MVC: it is no Round Table module, so nobody hands it a
/// Trunk. To show the login form it assembles a Login module from the global Trunk and presents
/// the module's View itself.
public final class AccountViewController: TextScreen {
    public let title = "Account"
    public weak var navigation: NavigationControlling?
    private let infoLabel = LabelView()
    private let loginButton = ButtonView(control: "login")

    public init() {
        infoLabel.render(LabelRenderable(text: "This screen is plain MVC, not a Round Table module."))
        loginButton.render(ButtonRenderable(title: "Log in"))
    }

    public var views: [TextDrawing] { [infoLabel, loginButton] }

    public func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "login") else { return unknown(event) }
        guard let trunk = GlobalTrunk.current else { return .refused("the app set no global Trunk") }
        let module = LoginModuleAssembly(trunk: trunk, kind: .email)
        module.joint.attach { [weak self] _ in self?.navigation?.dismiss() }
        navigation?.present(module.view)
        return .delivered
    }
}
