/// Why a `load` did not produce a scene: lines to print as they are (a sentence, or the
/// compiler's `file:line:column: error: …` lines for the user's files).
package struct LoadProblem: Error, Sendable {
    package let lines: [String]

    package init(_ sentence: String) {
        lines = [sentence]
    }

    package init(lines: [String]) {
        self.lines = lines
    }

    /// Whether every compiler error is one the Swift 6 language mode makes and Swift 5 mode does
    /// not: its data-race checks (`Sendable`, actor isolation, shared mutable state).
    var isSwift6Only: Bool {
        let errors = lines.filter { $0.contains(": error: ") }
        let swift6 = ["Sendable", "isolated", "concurrency", "data race", "actor", "sending"]
        return !errors.isEmpty && errors.allSatisfy { error in swift6.contains { error.contains($0) } }
    }
}
