/// One file found in the class folder: the student it names and its bytes, or why it could not
/// be read at all.
package struct HandedInFile: Sendable {
    package enum Contents: Sendable {
        case bytes([UInt8])
        case unreadable(String)
    }

    /// The file name, as the problem lines name it.
    package let file: String
    /// The file name without `.json`: the student's row.
    package let student: String
    package let contents: Contents

    /// `file` is the name as found; control characters in it (a terminal would obey an escape
    /// sequence rather than show it) are shown as `?`.
    package init(file: String, contents: Contents) {
        let shown = String(String.UnicodeScalarView(file.unicodeScalars.map { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "?" : scalar
        }))
        self.file = shown
        self.student = shown.hasSuffix(".json") ? String(shown.dropLast(5)) : shown
        self.contents = contents
    }
}
