/// A route as a PlantUML sequence diagram: see `RouteSequence`.
package struct RoutePlantUMLText {
    package init() {}

    package func lines(for steps: [RouteLog.Step]) -> [String] {
        let sequence = RouteSequence(steps: steps)
        let ids = sequence.identifiers
        func id(_ name: String) -> String { ids[name] ?? name }
        var lines = ["@startuml"]
        for name in sequence.participants {
            lines.append("participant \"\(name.replacingQuotes)\" as \(id(name))")
        }
        for event in sequence.events {
            switch event {
            case .message(let from, let to, let text): lines.append("\(id(from)) -> \(id(to)) : \(text)")
            case .activate(let name): lines.append("activate \(id(name))")
            case .deactivate(let name): lines.append("deactivate \(id(name))")
            case .separator(let text): lines.append("== \(text) ==")
            }
        }
        lines.append("@enduml")
        return lines
    }
}

private extension String {
    /// A participant's name inside PlantUML's double quotes, which cannot be escaped.
    var replacingQuotes: String { String(map { $0 == "\"" ? "'" : $0 }) }
}
