import ArgumentParser

/// The words after `progress`: `--json` prints what is saved, for an instructor to collect.
package struct ProgressArguments: ParsableArguments, Equatable, Sendable {
    @Flag(help: "Print the saved progress as JSON.")
    package var json = false

    package init() {}

    package static func == (left: Self, right: Self) -> Bool {
        left.json == right.json
    }
}
