package import ArgumentParser

/// The words after `graph`: an optional object, `--depth N`, `--format tree|edges|dot|svg|png`,
/// `--output FILE` and `--open` for a picture, `--all`, `--self`.
/// Parsed by swift-argument-parser, so `--format=dot` works and `--fromat` gets a suggestion.
package struct GraphArguments: ParsableArguments, Equatable, Sendable {
    /// The deepest `--depth` takes; deeper graphs are drawn whole without it.
    package static let deepest = 10_000

    @Argument(help: "The object to start from (Type#n); the scene's roots when left out.")
    package var object: String?

    /// Parsed unconditionally, so `--depth -1` is read as a value (and refused as one), not as an option.
    @Option(parsing: .unconditional, help: "Stop after this many references from the start (1–10000).")
    package var depth: Int?

    @Option(help: "tree, edges, dot, or svg or png (drawn by Graphviz, written to --output).")
    package var format: GraphFormat = .tree

    @Option(help: "Write the dot, svg or png to this file.")
    package var output: String?

    /// Hands the written file to the desktop's opener.
    @Flag(help: "Open the written file (xdg-open, or open on macOS).")
    package var open = false

    @Flag(name: .customLong("all"), help: "Every link of a long chain of one shape, which the tree folds.")
    package var unfolded = false

    @Flag(name: .customLong("self"), help: "The REPL's own objects instead of the lesson's.")
    package var ownObjects = false

    package init() {}

    package func validate() throws {
        if let depth, !(1...Self.deepest).contains(depth) {
            throw ValidationError("--depth takes a whole number from 1 to \(Self.deepest), not '\(depth)'")
        }
        if format.isPicture, output == nil {
            throw ValidationError("--format \(format.rawValue) writes a picture: name its file with --output FILE")
        }
        if output != nil, !(format == .dot || format.isPicture) {
            throw ValidationError("--output writes --format dot, svg or png, not \(format.rawValue)")
        }
        if let output, output.isEmpty {
            throw ValidationError("--output needs a file name")
        }
        if open, output == nil {
            throw ValidationError("--open opens the file --output writes: name one")
        }
    }

    /// How deep to draw: the `--depth` given, or everything.
    package var drawDepth: Int { depth ?? .max }

    package static func == (left: Self, right: Self) -> Bool {
        // Tuples compare up to six members.
        (left.object, left.depth, left.format, left.unfolded, left.ownObjects, left.output)
            == (right.object, right.depth, right.format, right.unfolded, right.ownObjects, right.output)
            && left.open == right.open
    }
}
