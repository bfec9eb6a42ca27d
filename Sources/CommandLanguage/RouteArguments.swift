package import ArgumentParser

/// The words after `route`: `--format text|mermaid|plantuml`.
package struct RouteArguments: ParsableArguments, Equatable, Sendable {
    @Option(help: "text, or a sequence diagram: mermaid or plantuml.")
    package var format: RouteFormat = .text

    package init() {}

    package static func == (left: Self, right: Self) -> Bool {
        left.format == right.format
    }
}
