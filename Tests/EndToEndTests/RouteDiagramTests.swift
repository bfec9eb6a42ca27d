import Foundation
import Testing

/// `route --format mermaid` against `route` on the real binary: every numbered hop of the text is a
/// message of the diagram, in the same order, with the same number, between the same objects; every
/// `later` line is a separator. (The diagram's exact text is golden: Transcripts/route-diagrams.)
@Suite struct RouteDiagramTests {
    private let folder = PodbayProcess.unusedFolder("podbay-route")

    /// What the command echoed as `command` printed: the lines after it, to the next echoed command.
    private func section(_ lines: [String], after command: String) -> [String] {
        guard let start = lines.firstIndex(of: command) else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("podbay> ") }.filter { !$0.isEmpty })
    }

    /// Mermaid's character codes back to characters.
    private func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "#35;", with: "#").replacingOccurrences(of: "#59;", with: ";")
            .replacingOccurrences(of: "#60;", with: "<").replacingOccurrences(of: "#62;", with: ">")
    }

    @Test(arguments: [
        ["open 5", "type login dave", "type password secret", "tap login"],
        ["open 8", "tap phone"],
        ["open 6"],
    ])
    func everyHopOfTheTextRouteIsInTheDiagram(_ actions: [String]) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A script echoes each command; wide enough that no route line wraps.
        let script = folder.appendingPathComponent("route.pod")
        try Data((actions + ["route", "route --format mermaid"]).joined(separator: "\n").utf8).write(to: script)
        let output = try PodbayProcess(stateFolder: folder).run(["--width", "240", "--script", script.path]).output
        let lines = output.components(separatedBy: "\n")
        let text = section(lines, after: "podbay> route")
        let diagram = section(lines, after: "podbay> route --format mermaid")
        #expect(diagram.first == "sequenceDiagram")
        var names: [String: String] = [:]
        var messages: [(from: String, to: String, label: String, text: String)] = []
        for line in diagram {
            let words = line.trimmingCharacters(in: .whitespaces)
            if words.hasPrefix("participant ") {
                let parts = words.dropFirst("participant ".count).components(separatedBy: " as ")
                names[parts[0]] = unescaped(parts.count > 1 ? parts[1] : parts[0])
            } else if let arrow = words.range(of: "->>"), let colon = words.range(of: ": ") {
                let said = unescaped(String(words[colon.upperBound...]))
                let label = String(said.prefix { $0 != " " })
                messages.append((
                    names[String(words[..<arrow.lowerBound])] ?? "?", names[String(words[arrow.upperBound..<colon.lowerBound])] ?? "?",
                    label, String(said.dropFirst(label.count + 1))))
            }
        }
        let hops = text.compactMap { line -> (label: String, line: String)? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let label = String(trimmed.prefix { $0.isNumber || $0 == "." })
            return label.isEmpty ? nil : (label, trimmed)
        }
        #expect(hops.count >= 1, "the action has a route: \(text)")
        #expect(messages.map(\.label) == hops.map(\.label), "the same hops, numbered the same, in the same order")
        for (hop, message) in zip(hops, messages) {
            #expect(hop.line.contains(message.text), "\(hop.line) says \(message.text)")
            #expect(hop.line.contains(message.to), "\(hop.line) goes to \(message.to)")
            // A delivery line names its receiver only; a message or call names its sender too.
            if !hop.label.contains(".") { #expect(hop.line.contains(message.from + " "), "\(hop.line) comes from \(message.from)") }
        }
        let laters = text.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("later ") }.count
        #expect(diagram.filter { $0.contains("Note over ") && $0.contains(": later: ") }.count == laters)
        // Activations pair up, so Mermaid draws the diagram.
        #expect(diagram.filter { $0.hasPrefix("    activate ") }.count == diagram.filter { $0.hasPrefix("    deactivate ") }.count)
    }
}
