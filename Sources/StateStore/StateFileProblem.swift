/// A state file that could not be read or written, with the system's reason in words.
package struct StateFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason)" }
}
