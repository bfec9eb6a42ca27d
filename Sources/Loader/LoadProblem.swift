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
}
