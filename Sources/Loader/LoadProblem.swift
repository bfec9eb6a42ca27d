/// Why a `load` did not produce a scene: lines to print as they are (a sentence, or the
/// compiler's `file:line:column: error: …` lines for the user's files).
public struct LoadProblem: Error, Sendable {
    public let lines: [String]

    public init(_ sentence: String) {
        lines = [sentence]
    }

    public init(lines: [String]) {
        self.lines = lines
    }
}
