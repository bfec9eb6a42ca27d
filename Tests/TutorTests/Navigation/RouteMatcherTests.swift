import Inspector
import Testing
import Tutor

@Suite struct RouteMatcherTests {
    /// `LoginView#2` taps through `Pipeline#2` to `LoginCore#2`, then `LoginPresenter#2`.
    private func matcher() -> RouteMatcher {
        let log = RouteLog()
        log.begin(kind: .send, sender: "LoginView#2", receiver: "Pipeline#2", channel: "intent", message: ".loginButtonTap")
        log.begin(kind: .delivery, sender: nil, receiver: "LoginCore#2", channel: nil, message: "handleView(intent:)")
        log.end()
        log.begin(kind: .delivery, sender: nil, receiver: "LoginPresenter#2", channel: nil, message: "handleView(intent:)")
        log.end()
        log.end()
        return RouteMatcher(route: log.steps)
    }

    @Test func textsWithoutNumbersMatchAnyObjectOfTheType() {
        #expect(matcher().contains("LoginView -- intent .loginButtonTap -> Pipeline"))
        #expect(matcher().contains("LoginCore.handleView(intent:)"))
    }

    @Test func textsWithNumbersMustMatchThem() {
        #expect(matcher().contains("LoginCore#2.handleView"))
        #expect(!matcher().contains("LoginCore#1.handleView"))
    }

    @Test func orderMeansSuccessiveLines() {
        #expect(matcher().containsInOrder(["intent .loginButtonTap", "LoginCore.handleView", "LoginPresenter.handleView"]))
        #expect(!matcher().containsInOrder(["LoginPresenter.handleView", "LoginCore.handleView"]))
        #expect(!matcher().containsInOrder(["LoginCore.handleView", "LoginCore.handleView"]), "one line serves one text")
    }
}
