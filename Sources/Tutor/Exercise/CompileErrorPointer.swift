#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LessonFormat

/// Where the first compile error of a check is in the learner's own file: the path they open in
/// their editor, line, column, the compiler's words and the source line itself, for `hint` to point at.
package struct CompileErrorPointer: Equatable, Sendable {
    package let path: String
    /// 1-based, as the compiler counts.
    package let line: Int
    /// 1-based, in UTF-8 bytes of the line, as the compiler counts.
    package let column: Int
    package let message: String
    /// The line as it is in the file; empty when the file has no such line.
    package let sourceLine: String
    /// The compiler's notes on this error, its words only (`protocol requires function 'didTapMainButton()' …`).
    package let notes: [String]

    package init(path: String, line: Int, column: Int, message: String, sourceLine: String, notes: [String] = []) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
        self.notes = notes
    }

    /// The first `path:line:column: error: message` among the compiler's `lines` whose file is in
    /// `folder`, its source line read from `text` (the file's text); nil when none is.
    package static func first(in lines: [String], folder: String, text: (String) -> String?) -> CompileErrorPointer? {
        for (index, line) in lines.enumerated() {
            guard line.hasPrefix(folder + "/"), let marker = line.firstRange(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let column = Int(place[place.count - 1]), let number = Int(place[place.count - 2])
            else { continue }
            let path = place.dropLast(2).joined(separator: ":")
            guard let source = text(path) else { continue }
            let sourceLines = source.parts(separatedBy: "\n")
            let sourceLine = sourceLines.indices.contains(number - 1) ? sourceLines[number - 1] : ""
            // The notes that follow it, up to the next error, in whichever file they are.
            let notes = lines[(index + 1)...].prefix { !$0.contains(": error: ") }.compactMap { later in
                later.firstRange(of: ": note: ").map { String(later[$0.upperBound...]) }
            }
            return CompileErrorPointer(
                path: path, line: number, column: column, message: String(line[marker.upperBound...]),
                sourceLine: sourceLine.hasSuffix("\r") ? String(sourceLine.dropLast()) : sourceLine, notes: notes)
        }
        return nil
    }

    /// What goes before the caret so that it stands under the column: a space for each character
    /// before it, a tab for each tab (the terminal lines them up the same way).
    package var caretIndent: String {
        let before = String(decoding: sourceLine.utf8.prefix(max(column - 1, 0)), as: UTF8.self)
        return String(before.map { $0 == "\t" ? "\t" : " " })
    }
}
