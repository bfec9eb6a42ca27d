import Foundation
import Testing

/// Every transcript's output fits the width it was given, and `--ascii` output is ASCII, byte
/// for byte: what a projector at 40 columns, or a terminal without UTF-8, shows.
@Suite struct OutputFitsTests {
    /// The scripts that play a session. `lint` runs no session; `flags` tests the command line,
    /// whose refusals come from the argument parser before any width applies.
    static var names: [String] {
        TranscriptTests.names.filter { !["lint", "flags"].contains($0) }
    }

    private func script(_ name: String) throws -> TranscriptScript {
        let text = try String(contentsOf: TranscriptTests.folder.appendingPathComponent(name + ".pod"), encoding: .utf8)
        return TranscriptScript(text: text)
    }

    /// Lines that may be wider: the learner's own command echoed after the prompt, the test's
    /// `$ podbay …` header, and the output of commands for other programs (DOT, JSON, Mermaid,
    /// PlantUML), which is
    /// printed exactly so it can be copied.
    private func linesThatMustFit(_ transcript: String) -> [String] {
        var exact = false
        var lines: [String] = []
        for line in transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("podbay> ") {
                exact = line.contains("--json")
                    || ["dot", "mermaid", "plantuml"].contains { line.contains("--format \($0)") || line.contains("--format=\($0)") }
            } else if line.hasPrefix("$ podbay ") {
                exact = false
            } else if !exact {
                lines.append(line)
            }
        }
        return lines
    }

    @Test(arguments: OutputFitsTests.names, [40, 80])
    func everyLineFitsTheWidth(_ name: String, _ width: Int) throws {
        for ascii in [false, true] {
            let player = TranscriptPlayer(width: width, extraArguments: ascii ? ["--ascii"] : [])
            let wide = linesThatMustFit(try player.play(script(name))).filter { $0.count > width }
            #expect(
                wide.isEmpty,
                "\(name) at \(width)\(ascii ? " --ascii" : ""): \(wide.count) lines wider, e.g.\n\(wide.prefix(5).joined(separator: "\n"))")
        }
    }

    /// Every script but lint's, which runs `podbay lint`: a command for files, with no `--ascii`.
    @Test(arguments: TranscriptTests.names.filter { $0 != "lint" })
    func asciiOutputIsAscii(_ name: String) throws {
        let transcript = try TranscriptPlayer(width: 72, extraArguments: ["--ascii"]).play(script(name))
        let lines = transcript.split(separator: "\n").filter { !$0.utf8.allSatisfy { $0 < 0x80 } }
        #expect(lines.isEmpty, "\(name) with --ascii: \(lines.count) lines not ASCII, e.g.\n\(lines.prefix(5).joined(separator: "\n"))")
    }
}
