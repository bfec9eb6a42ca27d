/// What a check is about to do, said on its channel before it does it: a trap ends the check
/// before its verdict, and this says when the trap came (`it stopped during the second 'tap
/// insist', after 'tap leave'`).
package struct CheckProgress: Codable, Equatable, Sendable {
    /// `during the second 'tap insist', after 'tap leave'`; `while the scene was built`.
    package let during: String

    package init(during: String) {
        self.during = during
    }

    /// Before action `index` of `run` (the check's actions, the build first as an empty one).
    init(playing index: Int, of run: [String]) {
        guard index > 0, run.indices.contains(index) else {
            self.init(during: "while the scene was built")
            return
        }
        let after = index > 1 ? ", after " + SolutionComparison.named(index - 1, in: run) : ""
        self.init(during: "during " + SolutionComparison.named(index, in: run) + after)
    }
}
