import ArgumentParser

/// How `route` prints: numbered lines, or a sequence diagram for Mermaid (GitHub and most Markdown
/// renderers draw it) or PlantUML.
package enum RouteFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case text, mermaid, plantuml
}
