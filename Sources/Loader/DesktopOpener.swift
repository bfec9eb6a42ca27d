/// The desktop's way to open a file in the program it belongs to: `open` on macOS, `xdg-open`
/// elsewhere, found on `PATH`.
package struct DesktopOpener: Sendable {
    package let path: String

    /// The opener on `PATH`; nil where there is none (a server, a container).
    package static func find(environment: [String: String]) -> DesktopOpener? {
        #if os(macOS)
        let name = "open"
        #else
        let name = "xdg-open"
        #endif
        return ProgramSearch(environment: environment).program(named: name).map(DesktopOpener.init(path:))
    }

    package var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Hands `file` to the opener; what went wrong, in one line, or nil. The opener normally
    /// returns at once; one that waits (a viewer keeping its output open) is left after 5 seconds.
    package func open(_ file: String, environment: [String: String]) -> String? {
        // Marked: what it starts (a viewer) is not ended with a check or a loaded podbay.
        let run = ToolRun.run(path, [file], environment: Jail.marked(environment), timeLimit: 5)
        guard run.status == 0 || run.timedOut else {
            let said = run.output.split(whereSeparator: \.isNewline).first.map(String.init) ?? "status \(run.status)"
            return "\(name) could not open \(file): \(said)"
        }
        return nil
    }
}
