/// Which login form to show.
public enum LoginModuleKind: Equatable, Sendable {
    case email
    case phone
}
