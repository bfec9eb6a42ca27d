public import RoundTable
public import SuperSimple

/// The login form as a text screen. It holds its pipeline strongly, and so the whole module, but
/// only through the pipeline's intent-only face: it turns user actions into intents, and shows
/// the Presenter's updates.
public final class LoginView: ModuleView, TextScreen {
    public typealias Messages = LoginMessages
    public let pipeline: any PipelineViewNotifying<LoginMessages.ViewIntent>
    public private(set) var title = "Sign in"
    public weak var navigation: NavigationControlling?
    private let loginField = TextFieldView(field: "login")
    private let passwordField = TextFieldView(field: "password")
    private let failureLabel = LabelView()
    private let waitingLabel = LabelView()
    private let loginButton = ButtonView(control: "login")
    private let cancelButton = ButtonView(control: "cancel")
    private var loginPlaceholderText = ""

    public init(pipeline: any PipelineViewNotifying<LoginMessages.ViewIntent>) {
        self.pipeline = pipeline
        loginButton.render(ButtonRenderable(title: "Log in"))
        cancelButton.render(ButtonRenderable(title: "Cancel"))
    }

    public var views: [TextDrawing] {
        [loginField, passwordField, waitingLabel, failureLabel, loginButton, cancelButton]
    }

    public func handle(_ event: UserEvent) -> EventOutcome {
        switch event {
        case .type(field: "login", let text):
            loginField.type(text)
            pipeline.notify(intent: .loginChange(text))
        case .type(field: "password", let text):
            passwordField.type(text)
            pipeline.notify(intent: .passwordChange(text))
        case .tap(control: "login"): pipeline.notify(intent: .loginButtonTap)
        case .tap(control: "cancel"): pipeline.notify(intent: .cancelButtonTap)
        default: return unknown(event)
        }
        return .delivered
    }

    public func handlePresenter(update: LoginMessages.PresenterUpdate) {
        switch update {
        case .form(let title, let loginPlaceholder):
            self.title = title
            loginPlaceholderText = loginPlaceholder
        case .prefill(let login, let password):
            loginField.render(TextFieldRenderable(text: login, placeholder: loginPlaceholderText))
            passwordField.render(TextFieldRenderable(text: password, placeholder: "password", secure: true))
        case .failure(let reason):
            failureLabel.render(LabelRenderable(text: reason ?? ""))
        case .toggleWaitingIndicator(let visible):
            waitingLabel.render(LabelRenderable(text: visible ? "Signing in…" : ""))
            loginButton.render(ButtonRenderable(title: "Log in", enabled: !visible))
        }
    }
}
