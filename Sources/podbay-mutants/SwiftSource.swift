import Foundation

/// A Swift file read just well enough to mutate it: its lines, each line's code without comments
/// and string contents (so a brace in a comment or a string is not a brace), the braces' blocks
/// and, inside code blocks, the statements. Not a parser: it reads the short, plainly formatted
/// files the lessons ship as reference solutions, and a mutant it gets wrong does not compile and
/// is counted apart ("stillborn"), never as killed.
struct SwiftSource {
    let lines: [String]
    /// Each line with comments removed and string literals' contents blanked (quotes kept).
    let code: [String]
    /// The brace depth at the start of each line.
    let depthBefore: [Int]
    /// The brace depth at the end of each line.
    let depthAfter: [Int]
    let blocks: [Block]

    /// What a `{ … }` holds, told from the code before its brace.
    enum BlockKind: Equatable {
        /// A class, struct, enum, extension or protocol body: declarations, no statements.
        case type(keyword: String, name: String)
        /// A function, initializer or deinitializer body.
        case function
        /// A closure (its capture list, if any) or a control-flow body.
        case closure(captures: String?)
    }

    struct Block {
        let kind: BlockKind
        /// Where its `{` is: line and column (a character offset in the line).
        let openLine: Int
        let openColumn: Int
        /// The line of its `}` (the last line when it is not closed).
        let closeLine: Int
        /// The depth inside it.
        let depth: Int

        var isCode: Bool {
            if case .type = kind { return false }
            return true
        }
    }

    /// A statement of a code block: its first and last line.
    struct Statement: Equatable {
        let first: Int
        let last: Int
    }

    init(text: String) {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
        code = Self.codeLines(lines)
        var before: [Int] = []
        var after: [Int] = []
        var blocks: [Block] = []
        var open: [(line: Int, column: Int, depth: Int)] = []
        var closed: [Int: Int] = [:]
        var depth = 0
        for (index, line) in code.enumerated() {
            before.append(depth)
            for (column, character) in line.enumerated() {
                if character == "{" {
                    depth += 1
                    open.append((index, column, depth))
                } else if character == "}", let last = open.popLast() {
                    depth -= 1
                    closed[last.line * 10_000 + last.column] = index
                    blocks.append(Block(
                        kind: Self.kind(before: Self.opener(code, line: last.line, column: last.column)),
                        openLine: last.line, openColumn: last.column, closeLine: index, depth: last.depth))
                }
            }
            after.append(depth)
        }
        for last in open {
            blocks.append(Block(
                kind: Self.kind(before: Self.opener(code, line: last.line, column: last.column)),
                openLine: last.line, openColumn: last.column, closeLine: lines.count - 1, depth: last.depth))
        }
        depthBefore = before
        depthAfter = after
        self.blocks = blocks.sorted { ($0.openLine, $0.openColumn) < ($1.openLine, $1.openColumn) }
    }

    /// The statements directly inside `block`, in order; a statement runs from a line that starts
    /// at the block's depth to the line where braces and parentheses are back to it.
    func statements(in block: Block) -> [Statement] {
        guard block.isCode, block.closeLine > block.openLine else { return [] }
        var statements: [Statement] = []
        var index = block.openLine + 1
        while index < block.closeLine {
            let trimmed = code[index].trimmedSpaces
            guard depthBefore[index] == block.depth, !trimmed.isEmpty, !trimmed.hasPrefix("}") else {
                index += 1
                continue
            }
            var last = index
            var parentheses = Self.parenthesisBalance(code[index])
            while last + 1 < block.closeLine
                && (depthAfter[last] != block.depth || parentheses != 0 || code[last + 1].trimmedSpaces.hasPrefix("."))
            {
                last += 1
                parentheses += Self.parenthesisBalance(code[last])
            }
            statements.append(Statement(first: index, last: last))
            index = last + 1
        }
        return statements
    }

    /// The innermost block holding `line` (its first line included when it opens there).
    func innermostBlock(holding line: Int) -> Block? {
        blocks.filter { $0.openLine < line && line <= $0.closeLine || $0.openLine == line && $0.closeLine > line }
            .max { $0.depth < $1.depth }
    }

    /// The blocks around `line`, innermost first.
    func blocks(around line: Int) -> [Block] {
        blocks.filter { $0.openLine < line && line < $0.closeLine }.sorted { $0.depth > $1.depth }
    }

    /// The type declaration around `line`, if any: `class`, `struct`, … and its name.
    func enclosingType(of line: Int) -> (keyword: String, name: String, block: Block)? {
        for block in blocks(around: line) {
            if case .type(let keyword, let name) = block.kind { return (keyword, name, block) }
        }
        return nil
    }

    /// What the nearest closure around `line` captures, when it has a capture list.
    func nearestCaptureList(around line: Int) -> String? {
        for block in blocks(around: line) {
            switch block.kind {
            case .closure(let captures?): return captures
            case .function, .type: return nil
            case .closure: continue
            }
        }
        return nil
    }

    // MARK: Reading

    /// The code before a brace, from the start of its statement: `final class A: B ` or
    /// `listener = manager.attach ` (and after it, on its line, a closure's capture list).
    private static func opener(_ code: [String], line: Int, column: Int) -> (before: String, after: String) {
        let text = Array(code[line])
        return (String(text[..<column]), String(text[(column + 1)...]))
    }

    private static func kind(before: (before: String, after: String)) -> BlockKind {
        let words = before.before.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
        for keyword in ["class", "struct", "enum", "extension", "protocol", "actor"] {
            if let at = words.firstIndex(of: keyword), at + 1 < words.count, !before.before.contains("(") || keyword == "extension" {
                return .type(keyword: keyword, name: words[at + 1])
            }
        }
        if words.contains("func") || words.contains("init") || words.contains("deinit") { return .function }
        let after = before.after.trimmedSpaces
        if after.hasPrefix("["), let end = after.firstIndex(of: "]") {
            return .closure(captures: String(after[after.index(after: after.startIndex)..<end]))
        }
        return .closure(captures: nil)
    }

    static func parenthesisBalance(_ code: String) -> Int {
        code.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
    }

    /// Comments removed, string literals' contents blanked (an interpolation's too), block comments
    /// across lines included.
    private static func codeLines(_ lines: [String]) -> [String] {
        var inBlockComment = false
        return lines.map { line in
            var result = ""
            var inString = false
            var characters = Array(line)[...]
            while let character = characters.first {
                characters = characters.dropFirst()
                if inBlockComment {
                    if character == "*" && characters.first == "/" {
                        inBlockComment = false
                        characters = characters.dropFirst()
                    }
                    result.append(" ")
                    continue
                }
                if inString {
                    if character == "\\" {
                        characters = characters.dropFirst()
                        result += "  "
                    } else if character == "\"" {
                        inString = false
                        result.append("\"")
                    } else {
                        result.append(" ")
                    }
                    continue
                }
                if character == "/" && characters.first == "/" { break }
                if character == "/" && characters.first == "*" {
                    inBlockComment = true
                    characters = characters.dropFirst()
                    result += "  "
                    continue
                }
                if character == "\"" { inString = true }
                result.append(character)
            }
            return result
        }
    }
}

extension StringProtocol {
    var trimmedSpaces: String {
        var text = self[...]
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }

}

extension String {
    /// The spaces a line starts with.
    var indentation: String { String(prefix { $0 == " " || $0 == "\t" }) }
}
