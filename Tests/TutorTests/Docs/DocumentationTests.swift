import CommandLanguage
import Foundation
import Testing

/// The README and `docs/` are claims about the program: every `podbay>` line in them is a command
/// Podbay reads, every block of them plays without a refusal, every link leads to a file of this
/// repository, and the README stays a front page.
@Suite struct DocumentationTests {
    /// The repository, found from this file: Tests/TutorTests/Docs/DocumentationTests.swift.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func pages() throws -> [(name: String, text: String)] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try [("README.md", String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))]
            + names.map { ("docs/" + $0, try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func theReadmeIsAFrontPage() throws {
        let readme = try #require(try Self.pages().first).text
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 150, "README.md has \(lines) lines; the reference belongs in docs/")
        #expect(readme.contains("make run") && readme.contains("make test"))
    }

    @Test func everyLinkLeadsToAFileOfTheRepository() throws {
        for page in try Self.pages() {
            let folder = page.name.hasPrefix("docs/") ? Self.root.appendingPathComponent("docs") : Self.root
            for link in DocumentLinks(page.text).targets where !link.hasPrefix("http") {
                let parts = link.split(separator: "#", maxSplits: 1).map(String.init)
                let file = parts[0].isEmpty ? page.name : String(parts[0])
                let url = (parts[0].isEmpty ? Self.root.appendingPathComponent(page.name) : folder.appendingPathComponent(file))
                    .standardizedFileURL
                #expect(url.path.hasPrefix(Self.root.standardizedFileURL.path + "/"), "\(page.name): \(link) leads outside the repository")
                #expect(FileManager.default.fileExists(atPath: url.path), "\(page.name): \(link) names no file")
                if parts.count == 2, let target = try? String(contentsOf: url, encoding: .utf8) {
                    #expect(DocumentLinks.anchors(of: target).contains(parts[1]), "\(page.name): \(link) names no heading")
                }
            }
        }
    }

    @Test func everyPromptLineIsACommandPodbayReads() throws {
        let parser = CommandParser(table: .podbay)
        var count = 0
        for page in try Self.pages() {
            for block in PromptBlocks(page.text).blocks {
                for line in block.lines {
                    count += 1
                    guard case .success? = parser.parse(line) else {
                        Issue.record("\(page.name): 'podbay> \(line)' is not a command Podbay reads")
                        continue
                    }
                }
            }
        }
        #expect(count >= 20, "found only \(count) prompt lines: the reader lost them")
    }

    /// Each block of prompt lines is played in a fresh REPL with the shipped lessons, after the
    /// lines its `<!-- played after: … -->` comment names; none may be refused. A block marked
    /// `<!-- played end to end: … -->` runs code in a child (load, check) and is played there.
    @Test func everyPromptBlockPlaysWithoutARefusal() throws {
        var played = 0
        for page in try Self.pages() {
            for block in PromptBlocks(page.text).blocks where block.playedEndToEnd == nil {
                let sink = KindRecordingSink()
                let screen = try bundledRepl(writingTo: sink, width: 120)
                for line in block.before { _ = screen.didEnter(line: line) }
                for line in block.lines where line != "quit" {
                    let refusals = sink.errors.count
                    _ = screen.didEnter(line: line)
                    #expect(sink.errors.count == refusals, "\(page.name): 'podbay> \(line)' was refused: \(sink.errors.last ?? "")")
                    played += 1
                }
            }
        }
        #expect(played >= 15, "played only \(played) lines")
    }

    @Test func aBlockThatIsNotPlayedSaysWhereItIs() throws {
        for page in try Self.pages() {
            for block in PromptBlocks(page.text).blocks {
                guard let place = block.playedEndToEnd else { continue }
                #expect(place.hasSuffix("Tests"), "\(page.name): 'played end to end: \(place)' names no test suite")
            }
        }
    }
}

/// The `](target)` links of a Markdown page, and the anchors its headings make (GitHub's way).
struct DocumentLinks {
    let targets: [String]

    init(_ text: String) {
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            found.append(String(after[..<close]))
            rest = after[close...]
        }
        targets = found
    }

    static func anchors(of text: String) -> Set<String> {
        Set(text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
            heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                .replacingOccurrences(of: " ", with: "-")
        })
    }
}

/// The fenced blocks of a page that hold `podbay> ` lines: each line's command (what follows the
/// prompt, up to two spaces that start a comment), and the comment before the block that says
/// what to play first or where the block is played instead.
struct PromptBlocks {
    struct Block {
        var lines: [String] = []
        var before: [String] = []
        var playedEndToEnd: String?
    }

    let blocks: [Block]

    init(_ text: String) {
        var found: [Block] = []
        var current: Block?
        var pending = Block()
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                if let block = current {
                    if !block.lines.isEmpty { found.append(block) }
                    current = nil
                    pending = Block()
                } else {
                    current = pending
                }
            } else if current != nil, line.hasPrefix("podbay> ") {
                let command = line.dropFirst("podbay> ".count)
                let end = command.range(of: "  ")?.lowerBound ?? command.endIndex
                current?.lines.append(String(command[..<end]))
            } else if current == nil, line.hasPrefix("<!-- played after:"), line.hasSuffix("-->") {
                pending.before = line.dropFirst("<!-- played after:".count).dropLast(3)
                    .split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            } else if current == nil, line.hasPrefix("<!-- played end to end:"), line.hasSuffix("-->") {
                pending.playedEndToEnd = line.dropFirst("<!-- played end to end:".count).dropLast(3)
                    .trimmingCharacters(in: .whitespaces)
            }
        }
        blocks = found
    }
}
