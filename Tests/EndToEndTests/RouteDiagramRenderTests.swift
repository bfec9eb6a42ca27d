import Foundation
import Testing

/// `route --format mermaid` drawn by Mermaid itself: the diagram is handed to Mermaid's own
/// `mermaid.min.js` in a headless Chromium, which parses it with Mermaid's grammar and lays it
/// out; every message of the text must be drawn. `make mermaid` installs both (Chromium from
/// Debian, Mermaid 11.16.0's released file from its Python wheel, checked by its hash); without
/// them the test is skipped and says why (`make test` does not install a browser).
@Suite struct RouteDiagramRenderTests {
    static let mermaid = PodbayProcess.packageRoot.appendingPathComponent(".build/mermaid/mermaid.min.js")
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let unavailable: String? = {
        if chromium == nil { return "no chromium to draw Mermaid diagrams with: run `make mermaid`" }
        if !FileManager.default.fileExists(atPath: mermaid.path) { return "no \(mermaid.path): run `make mermaid`" }
        return nil
    }()

    private let folder = PodbayProcess.unusedFolder("podbay-mermaid")

    @Test(.enabled(if: unavailable == nil, Comment(rawValue: unavailable ?? "")), arguments: [
        ["open 5", "type login dave", "type password secret", "tap login"],
        ["open 8", "tap phone"],
        ["open 6"],
    ])
    func mermaidDrawsEveryMessageOfTheDiagram(_ actions: [String]) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("route.pod")
        try Data((actions + ["route --format mermaid"]).joined(separator: "\n").utf8).write(to: script)
        let output = try PodbayProcess(stateFolder: folder).run(["--width", "240", "--script", script.path]).output
        let lines = output.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "podbay> route --format mermaid"))
        let diagram = lines[(start + 1)...].prefix { !$0.hasPrefix("podbay> ") }.joined(separator: "\n")
        let messages = diagram.components(separatedBy: "\n").filter { $0.contains("->>") }.count
        #expect(diagram.hasPrefix("sequenceDiagram") && messages > 0, "\(diagram)")

        let page = folder.appendingPathComponent("diagram.html")
        try Data(Self.page(diagram).utf8).write(to: page)
        let drawn = try Self.dumpedDocument(page)
        let status = drawn.components(separatedBy: "id=\"status\">").dropFirst().first?.prefix { $0 != "<" } ?? ""
        #expect(status == "drawn: \(messages) messages", "Mermaid said: \(status)")
    }

    /// A page that has Mermaid parse and draw `diagram`, then writes what it drew (or its error)
    /// into `#status`.
    static func page(_ diagram: String) -> String {
        let escaped = diagram.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return """
            <!doctype html><html><head><meta charset="utf-8"><script src="\(mermaid.absoluteString)"></script></head><body>
            <pre class="mermaid" id="diagram">\(escaped)</pre><div id="status">pending</div>
            <script>
            const status = document.getElementById('status');
            mermaid.initialize({startOnLoad: false, securityLevel: 'strict'});
            mermaid.parse(document.getElementById('diagram').textContent)
              .then(() => mermaid.run({querySelector: '.mermaid'}))
              .then(() => { status.textContent = 'drawn: ' + document.querySelectorAll('svg text.messageText').length + ' messages'; })
              .catch(error => { status.textContent = 'error: ' + error; });
            </script></body></html>
            """
    }

    /// The page's document once its scripts ran, as headless Chromium dumps it.
    static func dumpedDocument(_ page: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium ?? "chromium")
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--virtual-time-budget=10000",
            "--dump-dom", page.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
