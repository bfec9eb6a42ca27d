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
            "3 the lesson ── render(BannerRenderable) ─▶ BannerView#1",
        ])
    }

    /// At the top, outside every hop, the user only taps and types; a call there is the scene's
    /// own code answering them (`app.push(AccountViewController())`), never the user's.
    @Test func theUserTapsAndTheLessonsCodeCalls() {
        let log = RouteLog()
        log.begin(kind: .send, byUser: true, sender: nil, receiver: "HAL9000ViewController#1", channel: nil, message: "tap mainButton")
        log.end()
        log.begin(kind: .call, sender: nil, receiver: "LabelView#7", channel: nil, message: "render(LabelRenderable)")
        log.end()
        #expect(RouteText(symbols: .unicode).lines(for: log.steps) == [
            "1 user ── tap mainButton ─▶ HAL9000ViewController#1",
            "2 the lesson ── render(LabelRenderable) ─▶ LabelView#7",
        ])
    }

    /// Whether the user acted is said by the hop, never read from its words: a scene's call that
    /// reads "tap open" is the scene's, and the user's tap is theirs even inside another hop.
    @Test func theUserIsSaidByTheHopNotByItsWords() {
        let log = RouteLog(sceneCode: "PodScene#1")
        log.begin(kind: .call, sender: nil, receiver: "PodView#1", channel: nil, message: "tap open")
        log.begin(kind: .send, byUser: true, sender: nil, receiver: "PodView#1", channel: nil, message: "tap open")
        log.end()
        log.end()
        log.begin(kind: .send, sender: nil, receiver: "PodView#1", channel: nil, message: "type name \"x\"")
        log.end()
        #expect(RouteText(symbols: .unicode).lines(for: log.steps) == [
            "1 PodScene#1 ── tap open ─▶ PodView#1",
            "  2 user ── tap open ─▶ PodView#1",
            "3 user ── type name \"x\" ─▶ PodView#1",
        ])
    }

    /// A scene is named once built: the calls its building made are renamed with it.
    @Test func theScenesCodeIsNamedOnceTheSceneIs() {
        let log = RouteLog(origin: "scene", sceneCode: "scene")
        log.begin(kind: .call, sender: nil, receiver: "BannerView#1", channel: nil, message: "render(BannerRenderable)")
        log.end()
        log.nameSceneCode("CountdownScene#1")
        log.begin(kind: .call, sender: nil, receiver: "BannerView#1", channel: nil, message: "render(BannerRenderable)")
        log.end()
        #expect(RouteText(symbols: .unicode).lines(for: log.steps) == [
            "1 CountdownScene#1 ── render(BannerRenderable) ─▶ BannerView#1",
            "2 CountdownScene#1 ── render(BannerRenderable) ─▶ BannerView#1",
        ])
    }

    /// What a closure's hop runs is its owner's code: hops nested in it that name no sender are
    /// its owner's, not the words the closure's hop is drawn with.
    @Test func aClosuresHopsAreItsOwners() {
        let log = RouteLog()
        log.begin(
            kind: .send, sender: "InfoJoint#1", receiver: "parent (attached closure) of TaskListJoint#1", runs: "TaskListJoint#1",
            channel: "output", message: ".close")
        log.begin(kind: .call, sender: nil, receiver: "TextNavigationController#1", channel: nil, message: "pop()")
        #expect(RouteText(symbols: .unicode).lines(for: log.steps) == [
            "1 InfoJoint#1 ── output .close ─▶ parent (attached closure) of TaskListJoint#1",
            "  2 TaskListJoint#1 ── pop() ─▶ TextNavigationController#1",
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
