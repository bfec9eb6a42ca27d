import Foundation

/// Graphviz's `dot`, which draws the DOT `graph --format dot` prints as SVG or PNG: found on `PATH`,
/// or named by `PODBAY_DOT`. Run only when a picture is asked for, never at start-up.
package struct Graphviz: Sendable {
    /// One sentence for a machine without it: how to get it.
    package static let installAdvice =
        "Graphviz's dot draws the picture and is not installed (on PATH, or named by PODBAY_DOT): "
        + "`apt-get install graphviz` (macOS: `brew install graphviz`) installs it"

    package let path: String

    /// `dot` as `PODBAY_DOT` names it (a path), else the first on `PATH`; nil when there is none.
    package static func find(environment: [String: String]) -> Graphviz? {
        if let named = environment["PODBAY_DOT"], !named.isEmpty {
            return FileManager.default.isExecutableFile(atPath: named) ? Graphviz(path: named) : nil
        }
        return ProgramSearch(environment: environment).program(named: "dot").map(Graphviz.init(path:))
    }

    /// Draws the DOT file at `input` as `format` (`svg`, `png`) into `output`; the reason in one
    /// line when dot failed. Given ten seconds: a graph Podbay prints draws in well under one.
    package func draw(input: String, format: String, output: String, environment: [String: String]) -> Result<Void, GraphvizProblem> {
        let run = ToolRun.run(path, ["-T\(format)", "-o", output, input], environment: environment, timeLimit: 10)
        if run.timedOut { return .failure(GraphvizProblem("dot did not finish in 10 seconds and was stopped")) }
        guard run.status == 0 else {
            var said = run.output.split(whereSeparator: \.isNewline).first.map(String.init) ?? "status \(run.status)"
            if said.hasPrefix("Error: ") { said.removeFirst("Error: ".count) }
            return .failure(GraphvizProblem("dot could not draw \(output): \(said)"))
        }
        return .success(())
    }
}

/// Why Graphviz drew nothing, in one line.
package struct GraphvizProblem: Error, Equatable, Sendable {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }
}
