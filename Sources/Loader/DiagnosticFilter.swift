#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns the compiler's output into what the user should read: the `file:line:column: error: …`
/// lines (and their notes) for the user's own files, paths as the user wrote them; never the glue.
struct DiagnosticFilter {
    let sources: SourceSet
    let glueFile: String
    let declaration: SceneDeclaration

    func problem(from output: String) -> LoadProblem {
        var kept: [String] = []
        var glueErrors: [String] = []
        var otherErrors: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if let file = sources.files.first(where: { line.hasPrefix($0.absolutePath + ":") }),
                Self.isDiagnostic(line.dropFirst(file.absolutePath.count + 1))
            {
                kept.append(file.shownPath + line.dropFirst(file.absolutePath.count))
            } else if line.hasPrefix(glueFile + ":"), let marker = line.firstRange(of: ": error: ") {
                glueErrors.append(String(line[marker.upperBound...]))
            } else if line.hasPrefix("error:") || line.contains(": error: ") || line.contains("undefined reference") {
                otherErrors.append(line)
            }
        }
        let errors = kept.filter { $0.contains(": error: ") }.count
        if errors > 0 {
            return LoadProblem(lines: kept + ["load: \(errors) error\(errors == 1 ? "" : "s") in \(sources.path); nothing was loaded"])
        }
        if let first = glueErrors.first {
            let needs = declaration.kind == .sceneClass
                ? "\(declaration.name) must be a class with an init() that takes no arguments"
                : "\(declaration.name)() must be a top-level function that takes no arguments and returns [SceneRoot]"
            return LoadProblem("load: \(declaration.described) cannot build the scene: \(needs) (the compiler said: \(first))")
        }
        let shown = otherErrors.prefix(5).map { "load: " + $0 }
        return LoadProblem(lines: shown.isEmpty ? ["load: the compiler failed without saying why"] : Array(shown))
    }

    /// The compiler's warnings in the user's own files of a build that succeeded, one line each
    /// (`path:12:5: warning: …`, its notes left out), paths as the user wrote them; never the glue's.
    func warnings(from output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line -> String? in
            guard let file = sources.files.first(where: { line.hasPrefix($0.absolutePath + ":") }) else { return nil }
            let rest = line.dropFirst(file.absolutePath.count + 1)
            guard Self.isDiagnostic(rest), rest.contains(": warning: ") else { return nil }
            return file.shownPath + ":" + rest
        }
    }

    /// `12:5: error: …`, `12:5: note: …`, `12:5: warning: …` after the path.
    private static func isDiagnostic(_ rest: Substring) -> Bool {
        let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, Int(parts[0]) != nil, Int(parts[1]) != nil else { return false }
        return parts[2].hasPrefix(" error: ") || parts[2].hasPrefix(" note: ") || parts[2].hasPrefix(" warning: ")
    }
}
