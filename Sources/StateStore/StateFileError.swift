/// A state file that could not be read or written, with the system's reason in words.
public struct StateFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
