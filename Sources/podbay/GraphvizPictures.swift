import CommandLanguage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Loader
import Tutor

/// `graph --output` for the REPL: the DOT written as it is, or drawn by Graphviz's `dot` (looked
/// for each time, so installing it mid-session works); without Graphviz, the DOT is written beside
/// the picture's name and the learner told how to install it.
final class GraphvizPictures: PictureDrawing {
    private let environment: [String: String]

    init(environment: [String: String]) {
        self.environment = environment
    }

    func write(dot: String, as format: GraphFormat, to path: String) -> PictureOutcome {
        guard format.isPicture else { return save(dot, to: path).map { .failed($0) } ?? .written(path: path, format: .dot) }
        guard let graphviz = Graphviz.find(environment: environment) else {
            let dotPath = Self.dotPath(beside: path)
            return save(dot, to: dotPath).map { .failed($0) } ?? .dotInstead(dotPath: dotPath, advice: Graphviz.installAdvice)
        }
        // dot reads a file: ToolRun gives the programs it runs no standard input.
        guard let input = Self.temporaryFile(holding: dot, environment) else {
            return .failed("cannot write the DOT for dot to read under \(Self.temporaryFolder(environment))")
        }
        defer { unlink(input) }
        switch graphviz.draw(input: input, format: format.rawValue, output: path, environment: environment) {
        case .success: return .written(path: path, format: format)
        case .failure(let problem): return .failed(problem.message)
        }
    }

    func open(_ path: String) -> String? {
        guard let opener = DesktopOpener.find(environment: environment) else {
            return "no xdg-open (or open) here to show it; open \(path) yourself"
        }
        return opener.open(path, environment: environment)
    }

    /// `graph.svg` → `graph.dot`; a name without a picture's extension gets `.dot` added.
    static func dotPath(beside path: String) -> String {
        for picture in [".svg", ".png"] where path.lowercased().hasSuffix(picture) {
            return String(path.dropLast(picture.count)) + ".dot"
        }
        return path + ".dot"
    }

    private static func temporaryFolder(_ environment: [String: String]) -> String {
        environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    }

    /// A new file only this user can read (mkstemp: no name another user could have made first),
    /// holding `text`; its path, or nil.
    private static func temporaryFile(holding text: String, _ environment: [String: String]) -> String? {
        var template = Array((temporaryFolder(environment) + "/podbay-graph.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { return nil }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Written whole by write(2): a file of ours, not a terminal, so no sink is between.
        defer { close(descriptor) }
        guard writeWhole(Array(text.utf8), to: descriptor) else {
            unlink(path)
            return nil
        }
        return path
    }

    /// Writes `text` to `path`; why not, in one line.
    private func save(_ text: String, to path: String) -> String? {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "cannot write \(path): \(UserCodeBuilder.reason(error))"
        }
    }
}

