import Foundation
import Inspector
import Testing

/// A route as a sequence diagram: numbered as `route` numbers it, activations around nested hops
/// only and always paired, a later turn a separator, names made safe for the diagram languages.
@Suite struct RouteSequenceTests {
    private func loginRoute() -> RouteLog {
        let log = RouteLog()
        log.begin(kind: .send, sender: "LoginView#1", receiver: "Pipeline<M>#1", channel: "intent", message: ".loginButtonTap")
        log.begin(kind: .delivery, sender: nil, receiver: "LoginCore#1", channel: nil, message: "handleView(intent:)")
        log.begin(kind: .call, sender: nil, receiver: "AuthManager#1", channel: nil, message: "signIn(login:password:)")
        log.end()
        log.end()
        log.end()
        log.begin(kind: .later, sender: nil, receiver: "run loop", channel: nil, message: "next turn; status")
        log.begin(kind: .send, sender: "AuthManager#1", receiver: "attached closure", channel: "status", message: ".wrong")
        log.end()
        log.end()
        return log
    }

    @Test func mermaidHasTheRoutesNumbersActivationsAndASeparator() {
        #expect(RouteMermaidText().lines(for: loginRoute().steps) == [
            "sequenceDiagram",
            "    participant LoginView_1 as LoginView#35;1",
            "    participant Pipeline_M__1 as Pipeline#60;M#62;#35;1",
            "    participant LoginCore_1 as LoginCore#35;1",
            "    participant AuthManager_1 as AuthManager#35;1",
            "    participant attached_closure as attached closure",
            "    LoginView_1->>Pipeline_M__1: 1 intent .loginButtonTap",
            "    activate Pipeline_M__1",
            "    Pipeline_M__1->>LoginCore_1: 1.1 handleView(intent:)",
            "    activate LoginCore_1",
            "    LoginCore_1->>AuthManager_1: 2 signIn(login:password:)",
            "    deactivate LoginCore_1",
            "    deactivate Pipeline_M__1",
            "    Note over LoginView_1,attached_closure: later: next turn#59; status",
            "    AuthManager_1->>attached_closure: 3 status .wrong",
        ])
    }

    @Test func plantUMLSaysTheSameWithASeparatorLine() {
        let lines = RoutePlantUMLText().lines(for: loginRoute().steps)
        #expect(lines.first == "@startuml" && lines.last == "@enduml")
        #expect(lines.contains("participant \"Pipeline<M>#1\" as Pipeline_M__1"))
        #expect(lines.contains("Pipeline_M__1 -> LoginCore_1 : 1.1 handleView(intent:)"))
        #expect(lines.contains("== later: next turn; status =="))
    }

    /// The route's numbers, whichever language: the text route's, hop for hop.
    @Test func theNumbersAreTheTextRoutes() {
        let steps = loginRoute().steps
        let text = RouteText(symbols: .ascii).lines(for: steps).compactMap { line -> String? in
            let label = line.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber || $0 == "." }
            return label.isEmpty ? nil : String(label)
        }
        let messages = RouteSequence(steps: steps).events.compactMap { event -> String? in
            guard case .message(_, _, let said) = event else { return nil }
            return String(said.prefix { $0 != " " })
        }
        #expect(text == ["1", "1.1", "2", "3"] && messages == text)
    }

    /// Names that differ only in what an identifier cannot hold get identifiers of their own.
    @Test func identifiersAreUniqueAndStartWithALetter() {
        let log = RouteLog()
        log.begin(kind: .call, sender: "A#1", receiver: "A_1", channel: nil, message: "x()")
        log.end()
        log.begin(kind: .call, sender: "A#1", receiver: "1st", channel: nil, message: "y()")
        log.end()
        let identifiers = RouteSequence(steps: log.steps).identifiers
        #expect(identifiers == ["A#1": "A_1", "A_1": "A_1_2", "1st": "p1st"])
    }
}
