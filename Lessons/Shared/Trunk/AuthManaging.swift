/// Signs a user in and says how it went, later, through the callback a Core attaches.
public protocol AuthManaging: AnyObject {
    /// The credentials remembered from last time, for prefilling the form.
    var credentials: (login: String, password: String) { get }
    /// Who signed in last through this manager, if anyone.
    var signedIn: String? { get }
    func attach(_ callback: @escaping (AuthStatus) -> Void)
    /// Sends a sign-in request; the answer arrives later, through the attached callback.
    func signIn(login: String, password: String)
}

/// How a sign-in attempt ended.
public enum AuthStatus: Equatable, Sendable {
    case login
    case wrong
    case limit
}
