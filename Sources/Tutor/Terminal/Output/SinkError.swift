/// Why an output file could not be opened.
package struct SinkError: Error, Equatable, Sendable {
    package let message: String
}
