import SuperSimple

/// A pretend authentication service. Like a real one it answers later: `signIn` only sends the
/// request, and the answer arrives on the run loop's next turn, through the attached callback.
/// One pair of credentials works; once three wrong attempts were made, every later one is refused.
public final class AuthManager: AuthManaging {
    public static let attemptLimit = 3

    /// The pair remembered from last time, which prefills the form: stored under this name so that
    /// `inspect` does not show it as what the user typed (that is in the module's State).
    private let remembered: (login: String, password: String)
    public var credentials: (login: String, password: String) { remembered }
    public private(set) var signedIn: String?
    private let validPair: (login: String, password: String)
    private var wrongAttempts = 0
    private var callback: ((AuthStatus) -> Void)?
    private let runLoop: MainRunLoop

    public init(
        remembered: (login: String, password: String) = ("", ""), valid: (login: String, password: String) = ("dave", "daisy"),
        runLoop: MainRunLoop = MainRunLoop()
    ) {
        self.remembered = remembered
        validPair = valid
        self.runLoop = runLoop
    }

    /// The wrong attempts counted so far. A lesson resumed at a later step forgets those its
    /// replayed steps made, so the learner gets the three the text promises.
    public var wrongAttemptCount: Int { wrongAttempts }

    public func forgetWrongAttempts() {
        wrongAttempts = 0
    }

    public func attach(_ callback: @escaping (AuthStatus) -> Void) {
        HopReporter.handOver(callback)
        self.callback = callback
    }

    /// Sends the request; the answer comes on the run loop's next turn.
    public func signIn(login: String, password: String) {
        runLoop.schedule { [weak self] in
            self?.answer(login: login, password: password)
        }
    }

    private func answer(login: String, password: String) {
        let status: AuthStatus
        if wrongAttempts >= Self.attemptLimit {
            status = .limit
        } else if login == validPair.login && password == validPair.password {
            wrongAttempts = 0
            signedIn = login
            status = .login
        } else {
            wrongAttempts += 1
            status = .wrong
        }
        HopReporter.around(
            Hop(kind: .send, sender: self, receiver: nil, receiverType: "attached closure", channel: "status",
                message: Hop.caseText(status), closure: callback)
        ) {
            callback?(status)
        }
    }
}
