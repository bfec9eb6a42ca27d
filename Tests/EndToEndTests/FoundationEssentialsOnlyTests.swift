import Foundation
import Testing

/// Podbay links FoundationEssentials only (issue #29): one plain `import Foundation` in a module
/// the `podbay` executable links brings FoundationInternationalization and ICU's data back, about
/// 47 MB of it. Each source imports Foundation only in the `#else` of a FoundationEssentials check
/// (macOS). The benchmark and `make mutants` are developer tools and may import it.
@Suite struct FoundationEssentialsOnlyTests {
    static let developerTools = ["Sources/podbay-bench/", "Sources/podbay-mutants/"]

    @Test func noShippedSourceImportsFoundationPlainly() throws {
        let root = PodbayProcess.packageRoot
        var checked = 0
        for folder in ["Sources", "Lessons"] {
            let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for relative in files {
                let path = folder + "/" + relative
                guard !Self.developerTools.contains(where: path.hasPrefix) else { continue }
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                checked += 1
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                for (index, line) in lines.enumerated() where line == "import Foundation" {
                    let guarded = index >= 3 && lines[index - 1] == "#else" && lines[index - 3] == "#if canImport(FoundationEssentials)"
                    #expect(guarded, "\(path):\(index + 1) imports Foundation outside a FoundationEssentials check")
                }
            }
        }
        #expect(checked > 200, "the sources were found: \(checked)")
    }
}
