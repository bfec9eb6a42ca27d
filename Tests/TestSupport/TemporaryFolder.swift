import Foundation

/// A fresh folder under /tmp for one test; `remove()` deletes it.
public struct TemporaryFolder {
    public let path: String

    public init() throws {
        path = "/tmp/podbay-test-" + UUID().uuidString.prefix(8).lowercased()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    public func file(_ name: String) -> String {
        path + "/" + name
    }

    public func write(_ bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
