/// A pretend authentication service that answers at once: one pair of credentials works, and
/// once three wrong attempts were made every later attempt is refused.
public final class AuthManager: AuthManaging {
    public static let attemptLimit = 3

    public let credentials: (login: String, password: String)
    public private(set) var signedIn: String?
    private let validPair: (login: String, password: String)
    private var wrongAttempts = 0
    private var callback: ((AuthStatus) -> Void)?

    public init(remembered: (login: String, password: String) = ("", ""), valid: (login: String, password: String) = ("dave", "daisy")) {
        credentials = remembered
        validPair = valid
    }

    public func attach(_ callback: @escaping (AuthStatus) -> Void) {
        self.callback = callback
    }

    public func signIn(login: String, password: String) {
        guard wrongAttempts < Self.attemptLimit else {
            callback?(.limit)
            return
        }
        if login == validPair.login && password == validPair.password {
            wrongAttempts = 0
            signedIn = login
            callback?(.login)
        } else {
            wrongAttempts += 1
            callback?(.wrong)
        }
    }
}
