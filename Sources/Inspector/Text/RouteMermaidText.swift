/// A route as a Mermaid sequence diagram (GitHub and most Markdown renderers draw it): see
/// `RouteSequence`. Text is escaped with Mermaid's entity codes, since `#`, `;` and angle brackets
/// mean something to it.
package struct RouteMermaidText {
    package init() {}

    package func lines(for steps: [RouteLog.Step]) -> [String] {
        let sequence = RouteSequence(steps: steps)
        let ids = sequence.identifiers
        func id(_ name: String) -> String { ids[name] ?? name }
        var lines = ["sequenceDiagram"]
        for name in sequence.participants {
            let shown = escaped(name)
            lines.append(shown == id(name) ? "    participant \(shown)" : "    participant \(id(name)) as \(shown)")
        }
        // A separator is a note across every participant: from the first to the last.
        let first = sequence.participants.first.map(id) ?? "user"
        let last = sequence.participants.last.map(id) ?? first
        let across = first == last ? first : first + "," + last
        for event in sequence.events {
            switch event {
            case .message(let from, let to, let text): lines.append("    \(id(from))->>\(id(to)): \(escaped(text))")
            case .activate(let name): lines.append("    activate \(id(name))")
            case .deactivate(let name): lines.append("    deactivate \(id(name))")
            case .separator(let text): lines.append("    Note over \(across): \(escaped(text))")
            }
        }
        return lines
    }

    /// `LoginView#1` → `LoginView#35;1`: Mermaid reads `#…;` as a character code.
    private func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "#": escaped += "#35;"
            case ";": escaped += "#59;"
            case "<": escaped += "#60;"
            case ">": escaped += "#62;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
