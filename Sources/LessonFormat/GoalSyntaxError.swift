/// Why a goal expression could not be read.
package struct GoalSyntaxError: Error, Equatable, Sendable {
    package let message: String
}
