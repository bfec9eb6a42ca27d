/// Signs a user in and says how it went, through the callback a Core attaches.
public protocol AuthManaging: AnyObject {
    /// The credentials remembered from last time, for prefilling the form.
    var credentials: (login: String, password: String) { get }
    /// Who signed in last through this manager, if anyone.
    var signedIn: String? { get }
    func attach(_ callback: @escaping (AuthStatus) -> Void)
    func signIn(login: String, password: String)
}

/// How a sign-in attempt ended.
public enum AuthStatus: Equatable, Sendable {
    case login
    case wrong
    case limit
}
