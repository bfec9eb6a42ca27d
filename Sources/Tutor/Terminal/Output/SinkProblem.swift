/// Why an output file could not be opened.
package struct SinkProblem: Error, Equatable, Sendable {
    package let message: String
}
