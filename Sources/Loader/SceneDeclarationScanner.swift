/// Finds, in the user's source text, the declarations that can become the loaded scene: top-level
/// functions `func name() -> [SceneRoot]` and types conforming to `LessonScene`.
///
/// It reads text, not types: comments and string literals are blanked and only what is outside
/// every brace is searched. The compiler checks the rest; this only decides what the glue calls,
/// and says so when there is nothing to call or more than one thing.
package struct SceneDeclarationScanner {
    package init() {}

    package func declarations(in sources: SourceSet) -> [SceneDeclaration] {
        sources.files.flatMap { declarations(in: $0.text, file: $0.shownPath) }
    }

    func declarations(in text: String, file: String) -> [SceneDeclaration] {
        let top = Self.topLevel(of: Self.blanked(text))
        var found: [SceneDeclaration] = []
        for (kind, pattern) in Self.patterns {
            guard let expression = try? Regex(pattern) else { continue }
            for match in top.matches(of: expression) {
                guard let name = match.output[1].substring else { continue }
                let line = top[..<match.range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                found.append(SceneDeclaration(kind: kind, name: String(name), file: file, line: line))
            }
        }
        return found.sorted { ($0.line, $0.name) < ($1.line, $1.name) }
    }

    private static let identifier = "([A-Za-z_][A-Za-z0-9_]*)"
    private static let patterns: [(SceneDeclaration.Kind, String)] = [
        (.rootsFunction, #"\bfunc\s+"# + identifier + #"\s*\(\s*\)\s*->\s*\[\s*(?:LessonKit\.)?SceneRoot\s*\]"#),
        (.sceneClass, #"\bclass\s+"# + identifier + #"\s*:[^{]*\b(?:LessonKit\.)?LessonScene\b"#),
        (.sceneClass, #"\bextension\s+"# + identifier + #"\s*:[^{]*\b(?:LessonKit\.)?LessonScene\b"#),
    ]

    /// The text with comments and string literals turned into spaces, line ends kept.
    static func blanked(_ text: String) -> String {
        let characters = Array(text)
        var output: [Character] = []
        output.reserveCapacity(characters.count)
        var index = 0
        func blank(_ character: Character) { output.append(character == "\n" ? "\n" : " ") }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "/", next == "/" {
                while index < characters.count, characters[index] != "\n" { blank(characters[index]); index += 1 }
            } else if character == "/", next == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                        depth += 1; blank("/"); blank("*"); index += 2
                    } else if characters[index] == "*", index + 1 < characters.count, characters[index + 1] == "/" {
                        depth -= 1; blank("*"); blank("/"); index += 2
                    } else {
                        blank(characters[index]); index += 1
                    }
                } while depth > 0 && index < characters.count
            } else if character == "\"" {
                let triple = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
                let closing: [Character] = triple ? ["\"", "\"", "\""] : ["\""]
                for _ in closing { blank("\""); index += 1 }
                while index < characters.count {
                    if characters[index] == "\\" {
                        blank(characters[index]); index += 1
                        if index < characters.count { blank(characters[index]); index += 1 }
                        continue
                    }
                    if !triple, characters[index] == "\n" { break }
                    if Array(characters[index..<min(characters.count, index + closing.count)]) == closing {
                        for _ in closing { blank("\""); index += 1 }
                        break
                    }
                    blank(characters[index]); index += 1
                }
            } else {
                output.append(character); index += 1
            }
        }
        return String(output)
    }

    /// Only what is outside every brace: the opening brace itself is kept, so a pattern stops at
    /// a type's body; everything inside is blanked, line ends kept.
    static func topLevel(of text: String) -> String {
        var depth = 0
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "{":
                output.append(depth == 0 ? "{" : " ")
                depth += 1
            case "}":
                depth = max(0, depth - 1)
                output.append(" ")
            case "\n":
                output.append("\n")
            default:
                output.append(depth == 0 ? character : " ")
            }
        }
        return output
    }
}

extension SceneDeclarationScanner {
    /// The top-level types the files declare, for a message about a file with no scene:
    /// `found: class Car, class Garage`, or `found no types`.
    package func typeList(in sources: SourceSet) -> String {
        var names: [String] = []
        let pattern = #"\b(class|struct|enum|actor|protocol)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        guard let expression = try? Regex(pattern) else { return "found no types" }
        for file in sources.files {
            let top = Self.topLevel(of: Self.blanked(file.text))
            for match in top.matches(of: expression) {
                guard let kind = match.output[1].substring, let name = match.output[2].substring else { continue }
                names.append("\(kind) \(name)")
            }
        }
        return names.isEmpty ? "found no types" : "found: " + names.joined(separator: ", ")
    }
}
