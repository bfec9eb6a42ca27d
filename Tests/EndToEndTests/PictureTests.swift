import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `graph --format svg|png --output FILE` on the real binary, with Graphviz: one drawn node per
/// object of the DOT, the same bytes twice; without it, the DOT written and how to install said.
/// `make test` installs Graphviz first; elsewhere the tests that need it are skipped, saying why.
@Suite struct PictureTests {
    /// Graphviz's `dot` on PATH, as podbay would find it.
    static let dot: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { String($0) + "/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    static let needsGraphviz = "Graphviz's dot is not on PATH (make test installs it: apt-get install graphviz)"

    private let folder = PodbayProcess.unusedFolder("podbay-pictures")

    private func run(_ commands: [String], environment: [String: String] = [:]) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var process = PodbayProcess(stateFolder: folder)
        process.extraEnvironment = environment
        return try process.run(["--width", "200"], stdin: Data((commands.joined(separator: "\n") + "\n").utf8)).output
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The DOT `graph --format dot` prints: its lines from `digraph` to the closing brace.
    private func dotLines(_ output: String) -> [String] {
        let lines = output.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "digraph podbay {"), let end = lines[start...].firstIndex(of: "}") else { return [] }
        return Array(lines[start...end])
    }

    @Test(.enabled(if: dot != nil, Comment(rawValue: needsGraphviz)))
    func lesson8AsSVGHasOneNodePerObjectAndTheSameBytesTwice() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run([
            "open 8", "graph --format dot", "graph --format svg --output \(path("a.svg"))",
            "graph --format=svg --output=\(path("b.svg"))",
        ])
        #expect(output.contains("wrote the graph as SVG, drawn by Graphviz: \(path("a.svg"))"))
        let declared = dotLines(output).filter { $0.range(of: #"^  [nm]\d+ \[label="#, options: .regularExpression) != nil }
        let objects = declared.filter { $0.hasPrefix("  n") }
        #expect(objects.count >= 30, "lesson 8's scene has dozens of objects: \(objects.count)")
        let svg = try Data(contentsOf: URL(fileURLWithPath: path("a.svg")))
        #expect(svg == (try Data(contentsOf: URL(fileURLWithPath: path("b.svg")))), "same graph, same bytes")
        let document = try XMLDocument(data: svg)
        let nodes = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']")
        #expect(nodes.count == declared.count, "one drawn node per node of the DOT")
        let titles = nodes.compactMap { ($0 as? XMLElement)?.elements(forName: "title").first?.stringValue }
        #expect(titles.filter { $0.hasPrefix("n") }.count == objects.count, "one per object")
        // Objects are named as the text names them.
        let texts = Set(try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue))
        for name in ["AppTrunk#1", "LoginView#1", "Pipeline<LoginMessages>#1"] {
            #expect(texts.contains(name), "\(name) is drawn")
        }
        // Weak references dashed, strong solid: the line styles reach the picture.
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("stroke-dasharray=\"5,2\""), "a weak reference drawn dashed")
    }

    @Test(.enabled(if: dot != nil, Comment(rawValue: needsGraphviz)))
    func oneObjectsGraphAsPNG() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run([
            "open 8", "graph AppTrunk#1 --depth 1 --format png --output \(path("a.png"))",
            "graph AppTrunk#1 --depth 1 --format png --output \(path("b.png"))",
        ])
        #expect(output.contains("wrote the graph as PNG, drawn by Graphviz: \(path("a.png"))"))
        let png = try Data(contentsOf: URL(fileURLWithPath: path("a.png")))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
        #expect(png == (try Data(contentsOf: URL(fileURLWithPath: path("b.png")))))
    }

    /// No Graphviz: one sentence on how to install it, and the DOT still written, beside.
    @Test func withoutGraphvizTheDOTIsWrittenAndInstallingItSaid() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run(
            ["open 1", "graph --format dot", "graph --format svg --output \(path("banner.svg"))"],
            environment: ["PODBAY_DOT": path("no-dot-here")])
        // One sentence, wrapped at spaces to the width.
        let said = output.replacingOccurrences(of: "\n", with: " ")
        #expect(said.contains("is not installed (on PATH, or named by PODBAY_DOT): `apt-get install graphviz`"))
        #expect(said.contains("the graph went to \(path("banner.dot")) as DOT"))
        #expect(!FileManager.default.fileExists(atPath: path("banner.svg")))
        let written = try String(contentsOfFile: path("banner.dot"), encoding: .utf8)
        #expect(written == dotLines(output).joined(separator: "\n") + "\n", "the DOT graph --format dot prints")
    }

    @Test func dotWithOutputWritesThePrintedDOT() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run(["open 2", "graph --format dot", "graph --format dot --output \(path("g.dot"))"])
        #expect(output.contains("wrote the graph as DOT: \(path("g.dot"))"))
        let written = try String(contentsOfFile: path("g.dot"), encoding: .utf8)
        #expect(written == dotLines(output).joined(separator: "\n") + "\n")
    }

    /// `--open` where no opener is: the file is still written and named, and the learner told.
    @Test(.enabled(if: dot != nil, Comment(rawValue: needsGraphviz)))
    func openWithoutAnOpenerSaysSo() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run(
            ["open 1", "graph --format svg --output \(path("b.svg")) --open"],
            environment: ["PATH": path("empty"), "PODBAY_DOT": Self.dot ?? ""])
        #expect(output.contains("wrote the graph as SVG, drawn by Graphviz: \(path("b.svg"))"))
        #expect(output.contains("no xdg-open (or open) here to show it; open \(path("b.svg")) yourself"))
    }

    @Test func aPictureNeedsAFileAndOpenNeedsOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run(["open 1", "graph --format png", "graph --open", "graph --format tree --output x"])
        #expect(output.contains("graph: --format png writes a picture: name its file with --output FILE"))
        #expect(output.contains("graph: --open opens the file --output writes: name one"))
        #expect(output.contains("graph: --output writes --format dot, svg or png, not tree"))
    }
}
