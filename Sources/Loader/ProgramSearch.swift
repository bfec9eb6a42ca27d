import Foundation

/// Finds a program by name in the folders of `PATH`, as a shell would.
package struct ProgramSearch: Sendable {
    let environment: [String: String]

    package init(environment: [String: String]) {
        self.environment = environment
    }

    /// The first executable `name` on `PATH`.
    package func program(named name: String) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
