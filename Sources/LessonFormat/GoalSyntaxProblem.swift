/// Why a goal expression could not be read.
package struct GoalSyntaxProblem: Error, Equatable, Sendable {
    package let message: String
}
