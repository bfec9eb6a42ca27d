/// What the Login module remembers while it lives; Core writes it, Presenter reads it.
public final class LoginState {
    public let kind: LoginModuleKind
    public var inputLogin = ""
    public var inputPassword = ""

    public init(kind: LoginModuleKind) {
        self.kind = kind
    }
}
