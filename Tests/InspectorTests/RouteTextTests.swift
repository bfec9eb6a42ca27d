import Inspector
import Testing

@Suite struct RouteTextTests {
    @Test func sendsAreNumberedAndDeliveriesNestUnderTheirMessage() {
        let log = RouteLog()
        log.begin(kind: .send, sender: "LoginView#1", receiver: "Pipeline#1", channel: "intent", message: ".loginButtonTap")
        log.begin(kind: .delivery, sender: nil, receiver: "LoginCore#1", channel: nil, message: "handleView(intent:)")
        log.begin(kind: .send, sender: "LoginCore#1", receiver: "Pipeline#1", channel: "event", message: ".started")
        log.begin(kind: .delivery, sender: nil, receiver: "LoginPresenter#1", channel: nil, message: "handleCore(event:)")
        log.end()
        log.end()
        log.end()
        log.begin(kind: .delivery, sender: nil, receiver: "LoginPresenter#1", channel: nil, message: "handleView(intent:)")
        log.end()
        log.end()
        log.begin(kind: .call, sender: nil, receiver: "BannerView#1", channel: nil, message: "render(BannerRenderable)")
        log.end()
        #expect(RouteText(symbols: .unicode).lines(for: log.steps) == [
            "1 LoginView#1 ── intent .loginButtonTap ─▶ Pipeline#1",
            "  1.1 ▶ LoginCore#1.handleView(intent:)",
            "    2 LoginCore#1 ── event .started ─▶ Pipeline#1",
            "      2.1 ▶ LoginPresenter#1.handleCore(event:)",
            "  1.2 ▶ LoginPresenter#1.handleView(intent:)",
            "3 lesson ── render(BannerRenderable) ─▶ BannerView#1",
        ])
    }

    /// At the top, outside every hop, the user only taps and types; a call there is the scene's
    /// own code answering them (`app.push(AccountViewController())`), never the user's.
    @Test func theUserTapsAndTheLessonsCodeCalls() {
        let log = RouteLog()
        log.begin(kind: .send, sender: nil, receiver: "HAL9000ViewController#1", channel: nil, message: "tap mainButton")
        log.end()
        log.begin(kind: .call, sender: nil, receiver: "LabelView#7", channel: nil, message: "render(LabelRenderable)")
        log.end()
        #expect(RouteText(symbols: .unicode).lines(for: log.steps) == [
            "1 user ── tap mainButton ─▶ HAL9000ViewController#1",
            "2 lesson ── render(LabelRenderable) ─▶ LabelView#7",
        ])
    }

    /// A later turn of the run loop is an unnumbered line; what it ran nests under it and goes on
    /// numbering after the action that scheduled it.
    @Test func aLaterTurnIsALineOfItsOwnWithItsHopsNestedUnderIt() {
        let log = RouteLog()
        log.begin(kind: .call, sender: "LoginCore#1", receiver: "AuthManager#1", channel: nil, message: "signIn(login:password:)")
        log.end()
        log.begin(kind: .later, sender: nil, receiver: "run loop", channel: nil, message: "the run loop's next turn")
        log.begin(kind: .send, sender: "AuthManager#1", receiver: "attached closure", channel: "status", message: ".wrong")
        log.end()
        log.end()
        #expect(RouteText(symbols: .ascii).lines(for: log.steps) == [
            "1 LoginCore#1 -- signIn(login:password:) -> AuthManager#1",
            "later -- the run loop's next turn",
            "  2 AuthManager#1 -- status .wrong -> attached closure",
        ])
    }
}
